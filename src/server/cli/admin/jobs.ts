import { listJobs, retryFailedJobs, retryJob } from '../../platform/jobs/job-admin';
import { formatTable } from '../table';
import type { AdminCommand } from './command';
import { NOT_FOUND, USAGE_ERROR } from './account-changes';

const USAGE = 'jobs [retry <id> | retry --failed]';

/**
 * `admin jobs` lists the jobs queued, running, waiting for another try and failed (mail,
 * invoice PDFs, notices, housekeeping), with the last error; `jobs retry <id>` tries one
 * again now, `jobs retry --failed` every failed one. Beside a running server too: it
 * picks retried jobs up at its next poll.
 */
export const jobs: AdminCommand = {
  summary: 'List queued and failed jobs (mail, PDFs…), or try one or every failed one again',
  usage: '[retry <id> | retry --failed]',
  run: async ({ db, print }, args) => {
    if (args.length === 0) {
      const rows = await listJobs(db);
      if (rows.length === 0) {
        print('No jobs queued or failed.');
        return 0;
      }
      print(
        formatTable(
          ['id', 'queue', 'state', 'retries', 'created', 'next try', 'last error'],
          rows.map((row) => [
            row.id,
            row.queue,
            row.state,
            String(row.retries),
            row.createdAt.slice(0, 19),
            row.state === 'retry' ? row.startAfter.slice(0, 19) : '',
            row.error ?? '',
          ]),
        ),
      );
      const failed = rows.filter((row) => row.state === 'failed').length;
      print(`${rows.length} ${rows.length === 1 ? 'job' : 'jobs'}, ${failed} failed`);
      return 0;
    }
    const [action, target, ...extra] = args;
    if (action !== 'retry' || target === undefined || extra.length > 0) {
      print(`Usage: admin ${USAGE}`);
      return USAGE_ERROR;
    }
    if (target === '--failed') {
      const count = await retryFailedJobs(db);
      print(`${count} failed ${count === 1 ? 'job' : 'jobs'} will be tried again.`);
      return 0;
    }
    const queue = await retryJob(db, target);
    if (!queue) {
      print(`No failed or waiting job ${target}.`);
      return NOT_FOUND;
    }
    print(`Job ${target} (${queue}) will be tried again.`);
    return 0;
  },
};
