import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { BackgroundTasks } from '../../platform/background-tasks';
import { linksIn } from '../../platform/mail/eml';
import { listOutbox } from '../../platform/mail/outbox';
import { PASSWORD_RESET_SUBJECT } from './password-reset-email';
import { RESET_TOKEN_LIFETIME_MS, type PasswordResetService } from './password-reset-service';
import {
  createAgency,
  createCandidate,
  createEmployer,
  createTeamMember,
} from '../../testing/fixtures';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';
import { createTestApp, LOGIN_MUTATION, type TestApp } from '../../testing/test-app';
import { identityLimits } from './limits';
import { registerPasswordReset } from './password-reset-routes';
import { LimitTable, type LimitOverrides } from '../../platform/limits';

const PUBLIC_URL = 'https://app.example.com';
const NEW_PASSWORD = 'Brand-new-password-2!';
const ROOMY = { limit: 1_000, windowMs: 60_000 };
const ROOMY_LIMITS: LimitOverrides = {
  forgotPasswordPerIp: ROOMY,
  forgotPasswordPerEmail: ROOMY,
  forgotPasswordPerEmailAllSources: ROOMY,
  resetPasswordPerIp: ROOMY,
};

interface Harness {
  t: TestApp;
  tasks: BackgroundTasks;
  dataDir: string;
  clock: { now: Date };
  forgot(body: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
  /** The same request from another client address. */
  forgotFrom(
    remoteAddress: string,
    body: unknown,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
  reset(body: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
  /** The reset links mailed to `email` so far (outbox), newest first. */
  linksFor(email: string): Promise<URL[]>;
  close(): Promise<void>;
}

async function createHarness(
  options: { limits?: LimitOverrides; smtpUrl?: string } = {},
): Promise<Harness> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shortlist-reset-'));
  const tasks = new BackgroundTasks((error) => {
    throw error;
  });
  const clock = { now: new Date('2025-06-01T12:00:00Z') };
  const t = await createTestApp({
    dataDir,
    publicUrl: PUBLIC_URL,
    smtpUrl: options.smtpUrl,
    backgroundTasks: tasks,
    limits: options.limits ?? ROOMY_LIMITS,
    now: () => clock.now,
  });
  const post = (url: string, remoteAddress?: string) => async (body: unknown) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: body as object,
      remoteAddress,
    });
    return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
  };
  return {
    t,
    tasks,
    dataDir,
    clock,
    forgot: post('/api/forgot-password'),
    forgotFrom: (remoteAddress, body) => post('/api/forgot-password', remoteAddress)(body),
    reset: post('/api/reset-password'),
    linksFor: async (email) => {
      await tasks.idle();
      const mails = await listOutbox(join(dataDir, 'outbox'));
      return mails
        .filter((mail) => mail.to === email)
        .flatMap((mail) => linksIn(mail))
        .map((link) => new URL(link));
    },
    close: async () => {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const ME = '{ me { id } }';

describe('forgot password', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it('answers a known and an unknown email the same way, mailing only the known one', async () => {
    const { email } = await createCandidate(h.t.db);
    const known = await h.forgot({ email, group: 'candidate' });
    const unknown = await h.forgot({ email: 'nobody@example.com', group: 'candidate' });

    expect(known).toEqual({ status: 200, body: { message: messages.passwordReset.linkSent } });
    expect(unknown).toEqual(known);
    await h.tasks.idle();
    const outbox = await listOutbox(join(h.dataDir, 'outbox'));
    expect(outbox.map((mail) => mail.to)).toEqual([email]);
    expect(outbox[0]?.subject).toBe(PASSWORD_RESET_SUBJECT);
    expect(outbox[0]?.from).toBe('Shortlist <no-reply@shortlist.local>');
  });

  it("links to the group's reset page on PUBLIC_URL with the email and the token", async () => {
    const { email } = await createCandidate(h.t.db, {
      email: 'Mixed.Case+tag@example.com'.toLowerCase(),
    });
    await h.forgot({ email: ' MIXED.case+tag@example.com ', group: 'candidate' });
    const [link] = await h.linksFor(email);
    expect(link?.origin).toBe(PUBLIC_URL);
    expect(link?.pathname).toBe('/candidate/reset-password');
    expect(link?.searchParams.get('email')).toBe(email);
    expect(link?.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('uses the group asked for, else the account’s own group', async () => {
    const candidate = await createCandidate(h.t.db);
    const employer = await createEmployer(h.t.db);
    const agency = await createAgency(h.t.db);
    const guest = await createTeamMember(h.t.db, employer.team);
    const cases: [string, unknown, string][] = [
      [candidate.email, 'agency', '/agency/reset-password'],
      [employer.email, 'company', '/employer/reset-password'],
      [employer.email, 'admin', '/employer/reset-password'],
      [agency.email, undefined, '/agency/reset-password'],
      [guest.email, '../../evil', '/employer/reset-password'],
      [candidate.email, { group: 'x' }, '/candidate/reset-password'],
    ];
    for (const [email, group, path] of cases) {
      expect((await h.forgot({ email, group })).status).toBe(200);
      const [newest] = await h.linksFor(email);
      expect(newest?.pathname, `${email} ${JSON.stringify(group)}`).toBe(path);
    }
  });

  it('answers 422 with the brief’s messages for a missing or invalid email', async () => {
    expect(await h.forgot({ group: 'candidate' })).toEqual({
      status: 422,
      body: { errors: { email: [messages.auth.emailRequired] } },
    });
    expect(await h.forgot({ email: 'not-an-email', group: 'candidate' })).toEqual({
      status: 422,
      body: { errors: { email: [messages.auth.emailInvalid] } },
    });
    expect((await h.forgot([1, 2])).status).toBe(422);
  });
});

describe('reset password', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  async function mailedLink(email: string, group = 'candidate') {
    await h.forgot({ email, group });
    const [link] = await h.linksFor(email);
    return {
      email: link!.searchParams.get('email')!,
      token: link!.searchParams.get('token')!,
    };
  }

  it('follows the mailed link once: new password, every session ended, login works', async () => {
    const { email, password } = await createCandidate(h.t.db);
    const oldToken = await h.t.login(email, password);
    const link = await mailedLink(email);

    const done = await h.reset({
      ...link,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(done).toEqual({ status: 200, body: { message: messages.passwordReset.passwordReset } });

    const me = await h.t.graphql(ME, { token: oldToken });
    expect(me.errors?.[0]?.message).toBe('Unauthenticated.');
    expect(me.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await expect(h.t.login(email, password)).rejects.toThrow(/login failed/);
    const newToken = await h.t.login(email, NEW_PASSWORD);
    expect((await h.t.graphql(ME, { token: newToken })).errors).toBeUndefined();

    const again = await h.reset({
      ...link,
      password: 'Third-password-3!',
      password_confirmation: 'Third-password-3!',
    });
    expect(again).toEqual({ status: 422, body: { message: messages.passwordReset.tokenExpired } });
  });

  it('a second request leaves the earlier link working', async () => {
    const { email } = await createCandidate(h.t.db);
    const first = await mailedLink(email);
    const second = await mailedLink(email);
    expect(second.token).not.toBe(first.token);
    const done = await h.reset({
      ...first,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(done.status).toBe(200);
    // A reset ends the other links: they belonged to the old password.
    const later = await h.reset({
      ...second,
      password: 'Third-password-3!',
      password_confirmation: 'Third-password-3!',
    });
    expect(later.body).toEqual({ message: messages.passwordReset.tokenExpired });
  });

  it('refuses a link older than 60 minutes with the expired message', async () => {
    const { email } = await createCandidate(h.t.db);
    const link = await mailedLink(email);
    const start = h.clock.now;
    h.clock.now = new Date(start.getTime() + RESET_TOKEN_LIFETIME_MS + 1_000);
    try {
      const late = await h.reset({
        ...link,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(late).toEqual({
        status: 422,
        body: {
          message:
            'Your password reset token has expired. Please trigger another request to get a new link.',
        },
      });
    } finally {
      h.clock.now = start;
    }
  });

  it('refuses an unknown token, another email, or none at all with the expired message', async () => {
    const { email } = await createCandidate(h.t.db);
    const other = await createCandidate(h.t.db);
    const link = await mailedLink(email);
    const passwords = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    for (const body of [
      { ...link, token: 'A'.repeat(43) },
      { ...link, email: other.email },
      { email, ...passwords },
      { token: link.token, ...passwords },
    ]) {
      expect(await h.reset({ ...passwords, ...body })).toEqual({
        status: 422,
        body: { message: messages.passwordReset.tokenExpired },
      });
    }
  });

  it('answers 422 with the form’s messages, keeping the token usable', async () => {
    const { email } = await createCandidate(h.t.db);
    const link = await mailedLink(email);
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [
        {},
        {
          password: [messages.auth.passwordRequired],
          password_confirmation: [messages.passwords.resetConfirmationMismatch],
        },
      ],
      [
        { password: 'no special chars', password_confirmation: 'no special chars' },
        { password: [messages.auth.passwordSpecialCharacter] },
      ],
      [
        { password: 'Sh0rt!', password_confirmation: 'Sh0rt!' },
        { password: [messages.auth.passwordMinLength] },
      ],
      [
        { password: NEW_PASSWORD, password_confirmation: `${NEW_PASSWORD}x` },
        { password_confirmation: ['Password confirmation does not match'] },
      ],
    ];
    for (const [fields, errors] of cases) {
      expect(await h.reset({ ...link, ...fields })).toEqual({ status: 422, body: { errors } });
    }
    const done = await h.reset({
      ...link,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(done.status).toBe(200);
  });
});

describe('forgot and reset password limits', () => {
  it('answers 429 past the limits per email and per IP', async () => {
    const h = await createHarness({
      limits: {
        forgotPasswordPerIp: { limit: 5, windowMs: 60_000 },
        forgotPasswordPerEmail: { limit: 2, windowMs: 60_000 },
        resetPasswordPerIp: { limit: 3, windowMs: 60_000 },
      },
    });
    try {
      const statuses = async (count: number, body: () => unknown, call = h.forgot) => {
        const result: number[] = [];
        for (let index = 0; index < count; index++) result.push((await call(body())).status);
        return result;
      };
      // Per email: the third request for one address is refused, known or not.
      expect(await statuses(3, () => ({ email: 'flood@example.com', group: 'agency' }))).toEqual([
        200, 200, 429,
      ]);
      // Per IP: 5 in the window, whatever the emails (the refused one above counted too).
      let n = 0;
      expect(await statuses(3, () => ({ email: `user${n++}@example.com` }))).toEqual([
        200, 200, 429,
      ]);
      const refused = await h.forgot({ email: 'someone.else@example.com' });
      expect(refused.body).toEqual({ message: messages.auth.tooManyAttempts });

      expect(await statuses(4, () => ({ email: 'a@example.com', token: 'x' }), h.reset)).toEqual([
        422, 422, 422, 429,
      ]);

      // A new window lets the client back in.
      h.clock.now = new Date(h.clock.now.getTime() + 61_000);
      expect((await h.forgot({ email: 'flood@example.com' })).status).toBe(200);
    } finally {
      await h.close();
    }
  });

  it("a stranger's requests for the owner's email do not stop the owner's", async () => {
    const h = await createHarness({
      limits: {
        forgotPasswordPerIp: ROOMY,
        forgotPasswordPerEmail: { limit: 2, windowMs: 60_000 },
        forgotPasswordPerEmailAllSources: { limit: 6, windowMs: 60_000 },
        resetPasswordPerIp: ROOMY,
      },
    });
    try {
      const owner = await createCandidate(h.t.db);
      const home = '198.51.100.7';
      // The owner signed in from home before: one of their usual places.
      await h.t.graphql(LOGIN_MUTATION, {
        variables: { input: { email: owner.email, password: owner.password } },
        remoteAddress: home,
      });
      const body = { email: owner.email, group: 'candidate' };
      // One stranger: held at their own limit only.
      const stranger = [];
      for (let index = 0; index < 3; index++)
        stranger.push((await h.forgotFrom('203.0.113.1', body)).status);
      expect(stranger).toEqual([200, 200, 429]);
      expect((await h.forgotFrom('192.0.2.44', body)).status).toBe(200);
      // Many strangers past the address's limit from all sources: the owner's usual place
      // still gets through, anyone new does not.
      for (const address of ['203.0.113.2', '203.0.113.3', '203.0.113.4'])
        await h.forgotFrom(address, body);
      expect((await h.forgotFrom('203.0.113.5', body)).status).toBe(429);
      const before = (await h.linksFor(owner.email)).length;
      expect((await h.forgotFrom(home, body)).status).toBe(200);
      expect(await h.linksFor(owner.email)).toHaveLength(before + 1);
    } finally {
      await h.close();
    }
  });

  it('answers a known and an unknown email in about the same time', async () => {
    const h = await createHarness();
    try {
      const { email } = await createCandidate(h.t.db);
      // Fastify's own clock, from the request's arrival to the answer's last byte: what a
      // client sees, without this machine's scheduling of a client process in the way.
      const answeredIn = new Map<string, number>();
      h.t.app.addHook('onResponse', async (request, reply) => {
        const body = request.body as { email?: string } | undefined;
        if (body?.email) answeredIn.set(body.email, reply.elapsedTime);
      });
      const timeOf = async (address: string) => {
        await h.forgot({ email: address, group: 'candidate' });
        const elapsed = answeredIn.get(address) ?? Number.NaN;
        await h.tasks.idle();
        return elapsed;
      };
      for (let index = 0; index < 5; index++) await timeOf(`warm-up${index}@example.com`);
      const known: number[] = [];
      const unknown: number[] = [];
      // Alternate which goes first, so neither always follows the other's work.
      for (let index = 0; index < 21; index++) {
        if (index % 2 === 0) known.push(await timeOf(email));
        unknown.push(await timeOf(`nobody${index}@example.com`));
        if (index % 2 === 1) known.push(await timeOf(email));
      }
      const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? 0;
      const [a, b] = [median(known), median(unknown)];
      // docs/security.md G4: medians within 20% (or half a millisecond, at these tiny times).
      expect(Math.abs(a - b)).toBeLessThan(Math.max(0.5, 0.2 * Math.max(a, b)));
      expect((await h.linksFor(email)).length).toBe(21);
    } finally {
      await h.close();
    }
  });
});

describe('the forgot-password answer', () => {
  it('is sent before the account is even looked up', async () => {
    let release: () => void = () => undefined;
    const lookups: string[] = [];
    const gate = new Promise<void>((resolve) => (release = resolve));
    // A service whose lookup waits until released: the answer must not wait with it.
    const service = {
      sendLink: async (email: string) => {
        lookups.push(email);
        await gate;
      },
    } as unknown as PasswordResetService;
    const tasks = new BackgroundTasks((error) => {
      throw error;
    });
    const app = Fastify();
    registerPasswordReset(app, {
      service,
      tasks,
      limits: new LimitTable(identityLimits, 'off', Date.now),
      isUsualPlace: async () => false,
    });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: 'someone@example.com', group: 'candidate' },
      });
      expect(response.statusCode).toBe(200);
      release();
      await tasks.idle();
      expect(lookups).toEqual(['someone@example.com']);
    } finally {
      await app.close();
    }
  });
});

describe('forgot password with SMTP_URL', () => {
  let smtp: TestSmtpServer;
  let h: Harness;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    h = await createHarness({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await h.close();
    await smtp.close();
  });

  it('sends the link by SMTP, and it resets the password', async () => {
    const employer = await createEmployer(h.t.db);
    expect((await h.forgot({ email: employer.email, group: 'employer' })).status).toBe(200);
    await h.tasks.idle();

    const mail = await smtp.waitFor(1);
    expect(mail.envelope.to).toEqual([employer.email]);
    expect(mail.subject).toBe(PASSWORD_RESET_SUBJECT);
    const link = new URL(linksIn(mail)[0]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/employer/reset-password`);
    expect(await listOutbox(join(h.dataDir, 'outbox'))).toEqual([]);

    const done = await h.reset({
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(done.status).toBe(200);
    await h.t.login(employer.email, NEW_PASSWORD);
  });
});
