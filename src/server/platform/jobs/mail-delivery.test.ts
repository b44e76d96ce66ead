/**
 * Mail is a job (app.ts): with the SMTP server down for a while, every mail sent meanwhile
 * arrives once it is back, and none twice. A real SMTP server, stopped and started again.
 */
import { afterAll, expect, it } from 'vitest';
import { MAIL_QUEUE } from '../../app';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { listJobs } from './job-admin';

let t: TestApp | undefined;
let smtp: TestSmtpServer | undefined;
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

it('delivers every mail once the SMTP server is back, none twice', async () => {
  // A port that was free a moment ago, and nothing listening on it.
  const probe = await startTestSmtpServer();
  const port = Number(new URL(probe.url).port);
  await probe.close();
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
  await t.app.ready();

  const subjects = ['First', 'Second', 'Third'];
  for (const subject of subjects) {
    await t.app.jobs.send(MAIL_QUEUE, { to: 'someone@example.com', subject, text: subject });
  }
  // Each tried and refused: waiting for its next try, with the reason.
  const db = t.db;
  await expect
    .poll(
      async () =>
        (await listJobs(db)).map((job) => [job.state, job.error?.includes('ECONNREFUSED')]),
      {
        timeout: 10_000,
      },
    )
    .toEqual(subjects.map(() => ['retry', true]));

  smtp = await startTestSmtpServer(port);
  await smtp.waitFor(subjects.length);
  await t.app.jobs.idle();
  // Another poll or two: nothing more comes.
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
  expect(await listJobs(db)).toEqual([]);
}, 60_000);
