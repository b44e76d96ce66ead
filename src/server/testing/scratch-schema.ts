/**
 * Statements against a PostgreSQL server for tests, and empty schemas for the real server
 * processes some tests start. Plain `pg`, nothing bundled, so Playwright's specs import it too.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on `serverUrl` over a connection of its own. */
export async function runAdmin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** An empty schema of its own on `serverUrl`. */
export interface ScratchSchema {
  /** `serverUrl` with its search_path set to the schema: what DATABASE_URL should be. */
  url: string;
  drop(): Promise<void>;
}

export async function createScratchSchema(
  serverUrl: string,
  prefix: string,
): Promise<ScratchSchema> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  await runAdmin(serverUrl, `create schema ${name}`);
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${name}`);
  return {
    url: url.toString(),
    drop: () => runAdmin(serverUrl, `drop schema if exists ${name} cascade`),
  };
}
