import type { Database } from '../../db/client';
import type { FileStore } from '../../platform/files/file-store';

export interface AdminContext {
  db: Database;
  /** Writes one line to standard output. */
  print(line: string): void;
  /** Who runs the command (the OS user), for the audit log. */
  operator: string;
  /** Where users open the UI (PUBLIC_URL, else this machine's web server), for printed links. */
  publicUrl: string;
  /** Where uploaded files live (`DATA_DIR/files`): the content commands store images there. */
  files?: FileStore;
}

/** One back-office command: `admin <name> [args…]`. */
export interface AdminCommand {
  summary: string;
  /** Arguments after the command name, for the help text (e.g. `<email>`). */
  usage?: string;
  /** Commands open the database unless they say `false` (see AdminFolderCommand). */
  database?: true;
  /** Resolves to the process exit code. */
  run(context: AdminContext, args: readonly string[]): Promise<number>;
}

export interface AdminFolderContext {
  /** DATA_DIR: uploaded files in `files/`, mail without SMTP in `outbox/`. */
  dataDir: string;
  /** Writes one line to standard output. */
  print(line: string): void;
}

/**
 * A command that reads only the data folder, never the database, so it also works while
 * a server holds the PGlite database in DATA_DIR (one process per PGlite folder).
 */
export interface AdminFolderCommand {
  summary: string;
  usage?: string;
  database: false;
  run(context: AdminFolderContext, args: readonly string[]): Promise<number>;
}
