/**
 * Command-line flags through `node:util` `parseArgs`: strict (an unknown flag, or a value
 * missing or given where none is taken, is a usage error rather than a file name or an
 * argument) and with positionals, so flags may come before or after them. `--` ends the
 * flags.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

type FlagOptions = NonNullable<ParseArgsConfig['options']>;

type ParsedFlags<Options extends FlagOptions> = ReturnType<
  typeof parseArgs<{ args: string[]; options: Options; strict: true; allowPositionals: true }>
>;

/** The flags and positionals of `args`, or null when the command line is malformed. */
export function parseFlags<const Options extends FlagOptions>(
  args: readonly string[],
  options: Options,
): ParsedFlags<Options> | null {
  try {
    return parseArgs({ args: [...args], options, strict: true, allowPositionals: true });
  } catch (error) {
    if (isParseArgsError(error)) return null;
    throw error;
  }
}

function isParseArgsError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_');
}
