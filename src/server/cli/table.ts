/** A plain-text table with a header rule, columns padded to their widest cell. */
export function formatTable(
  columns: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const widths = columns.map((column, index) =>
    Math.max(column.length, ...rows.map((row) => (row[index] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, index) => cell.padEnd(widths[index] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(columns), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

/** The widest usage kept beside its description; a longer one gets a line of its own. */
const USAGE_COLUMN_MAX = 28;
/** Descriptions wrap at this width (a common terminal's 100 columns). */
const LINE_WIDTH = 100;

/**
 * A help list: `  usage  description` rows, every description starting in one column.
 * A usage too long for the column stands on its own line with its description below it,
 * and long descriptions wrap at word boundaries, indented to the column.
 */
export function formatCommandList(rows: readonly (readonly [string, string])[]): string {
  const usageWidth = Math.min(
    USAGE_COLUMN_MAX,
    Math.max(0, ...rows.map(([usage]) => usage.length).filter((n) => n <= USAGE_COLUMN_MAX)),
  );
  const indent = ' '.repeat(2 + usageWidth + 2);
  const lines: string[] = [];
  for (const [usage, description] of rows) {
    const wrapped = wrapWords(description, Math.max(20, LINE_WIDTH - indent.length));
    if (usage.length > usageWidth) lines.push(`  ${usage}`);
    else lines.push(`  ${usage.padEnd(usageWidth)}  ${wrapped.shift() ?? ''}`.trimEnd());
    for (const line of wrapped) lines.push(indent + line);
  }
  return lines.join('\n');
}

function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
