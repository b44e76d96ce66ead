import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments cite requirements and conventions as `docs/security.md G3`,
 * `docs/conventions.md 7` or `docs/design.md "API conventions"`. Each citation must
 * resolve to a heading of that document, so a maintainer can look it up; a citation of a
 * document that is not in the repository (an id of the SECURITY or STYLE files kept outside it)
 * is refused.
 */
const root = join(import.meta.dirname, '..', '..');

const ID = String.raw`[A-Z]?\d+(?:[–-][A-Z]?\d+)?`;
const ID_LIST = new RegExp(String.raw`^${ID}(?:(?:, ?| and )${ID})*`);
const CITATION =
  /docs\/([a-z-]+\.md)(?: ("[^"]+"|[A-Z]?\d[^\s]*(?:(?:, ?| and )[A-Z]?\d[^\s]*)*))?/g;
const FOREIGN = /\b(?:SECURITY|STYLE|DESIGN)(?:\.md)? (?:[A-Z]?\d|")/;

/** The repository's own text files: what git tracks, less generated and vendored files. */
function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((path) => /\.(ts|tsx|mjs|js|cjs|md|yml|graphql|json)$|^\.ci\//.test(path))
    .filter((path) => !path.startsWith('docs/') && !/\/(gql|generated|migrations)\//.test(path))
    .filter((path) => path !== 'package-lock.json' && existsSync(join(root, path)));
}

/** Every heading of a docs file, as `### G3` → `G3` and `## API conventions` → `API conventions`. */
function headingsOf(document: string): Set<string> {
  const text = readFileSync(join(root, 'docs', document), 'utf8');
  return new Set([...text.matchAll(/^#{2,3} (.+)$/gm)].map((match) => match[1]!.trim()));
}

/** `D1–D4, O2` → D1, D2, D3, D4, O2; `2–3` → 2, 3. */
function expandIds(list: string): string[] {
  const match = ID_LIST.exec(list);
  if (!match) return [list];
  return match[0].split(/, ?| and /).flatMap((part) => {
    const range = /^([A-Z]?)(\d+)[–-]([A-Z]?)(\d+)$/.exec(part);
    if (!range) return [part];
    const [, prefix, from, , to] = range;
    return Array.from(
      { length: Number(to) - Number(from) + 1 },
      (_, i) => `${prefix}${Number(from) + i}`,
    );
  });
}

interface Problem {
  at: string;
  citation: string;
}

function unresolvedCitations(): { problems: Problem[]; count: number } {
  const headings = new Map<string, Set<string>>();
  const problems: Problem[] = [];
  let count = 0;
  for (const path of sourceFiles()) {
    const lines = readFileSync(join(root, path), 'utf8').split('\n');
    lines.forEach((line, index) => {
      const at = `${path}:${index + 1}`;
      if (FOREIGN.test(line)) problems.push({ at, citation: FOREIGN.exec(line)![0] });
      for (const [citation, document, reference] of line.matchAll(CITATION)) {
        count += 1;
        if (!existsSync(join(root, 'docs', document!))) {
          problems.push({ at, citation });
          continue;
        }
        if (!reference) continue;
        if (!headings.has(document!)) headings.set(document!, headingsOf(document!));
        const known = headings.get(document!)!;
        const wanted = reference.startsWith('"')
          ? [reference.slice(1, -1)]
          : expandIds(reference.replace(/[).,;:]+$/, ''));
        for (const id of wanted)
          if (!known.has(id)) problems.push({ at, citation: `${document} ${id}` });
      }
    });
  }
  return { problems, count };
}

describe('cited requirements', () => {
  it('resolve to a heading in docs/', () => {
    const { problems, count } = unresolvedCitations();
    expect(count).toBeGreaterThan(50);
    expect(problems.map(({ at, citation }) => `${at}: ${citation}`)).toEqual([]);
  });

  it('reads id lists and ranges as they are written', () => {
    expect(expandIds('D1–D4, O2')).toEqual(['D1', 'D2', 'D3', 'D4', 'O2']);
    expect(expandIds('O1-O3')).toEqual(['O1', 'O2', 'O3']);
    expect(expandIds('2 and 8')).toEqual(['2', '8']);
    expect(expandIds('G4, G5')).toEqual(['G4', 'G5']);
  });
});
