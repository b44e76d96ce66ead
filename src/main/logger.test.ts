import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import log from 'electron-log/node';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from './logger';

describe('the electron-log logger', () => {
  const folder = mkdtemp(join(tmpdir(), 'shortlist-log-'));
  afterAll(async () => rm(await folder, { recursive: true, force: true }));

  it('writes each level with its prefix and details to the log file', async () => {
    const file = join(await folder, 'main.log');
    log.transports.file.resolvePathFn = () => file;
    log.transports.console.level = false;
    const logger = createLogger(log);

    logger.info('Started', { version: '1.2.3' });
    logger.warn('Update check failed', { errorName: 'TypeError' });
    logger.error('No window');

    const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
    expect(lines.map((line) => line.replace(/^\[[^\]]+\] /, ''))).toEqual([
      `[info]  [main] Started { version: '1.2.3' }`,
      `[warn]  [main] Update check failed { errorName: 'TypeError' }`,
      '[error] [main] No window',
    ]);
  });
});
