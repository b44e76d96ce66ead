/**
 * Social sign-in end to end on the server side (docs/security.md O2, O3, G3): the app's routes and
 * mutations against a real OpenID Connect provider (oidc-provider) on 127.0.0.1.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_CALLBACK_VALUE_PATTERN } from '../../../shared/deep-links';
import { messages } from '../../../shared/messages';
import { emailChanges, socialIdentities, socialLogins, teams, users } from '../../db/schema';
import { createCandidate, createEmployer } from '../../testing/fixtures';
import { startTestOidcProvider, type TestOidcProvider } from '../../testing/oidc-provider';
import {
  createTestApp,
  LOGIN_MUTATION,
  type GraphQLAnswer,
  type TestApp,
} from '../../testing/test-app';
import { hashToken } from './auth-service';
import { pkceChallenge, SOCIAL_CODE_LIFETIME_MS } from './social-login-service';
import { graphql } from '../../testing/gql';

const PUBLIC_URL = 'http://127.0.0.1:4999';
const PROVIDERS = graphql(`
  query SocialLoginProviders {
    socialLoginProviders
  }
`);
const CALLBACK = `${PUBLIC_URL}/api/social-login/google/callback`;
const NO_LIMIT = { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 };

const REDEEM = graphql(`
  mutation SocialLoginRedeem($input: RedeemSocialLoginInput!) {
    redeemSocialLogin(input: $input) {
      session {
        ...TestSession
      }
      registration {
        email
        firstName
        lastName
        ticket
      }
    }
  }
`);
const REGISTER = graphql(`
  mutation SocialLoginRegister($input: RegisterInput!) {
    register(input: $input) {
      id
      type
      access_token
    }
  }
`);
const UPDATE_COMPANY = graphql(`
  mutation SocialLoginUpdateCompany($input: CompanyProfileInput!) {
    updateCompanyProfile(input: $input) {
      email
      pending_email
    }
  }
`);
const LOGO = '/files/' + 'd'.repeat(32) + '.png';
const richText = (text: string) =>
  JSON.stringify({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  });
function companyForm(email: string) {
  return {
    company: 'Attacker Ltd',
    logo: LOGO,
    bio: richText('Bio.'),
    description: richText('Description.'),
    what_sets_apart: 'Nothing.',
    address_1: '1 Dock Road',
    city: 'Leeds',
    state: 'West Yorkshire',
    zip: 'LS1 1AA',
    country: 'GB',
    email,
  };
}
const ME = graphql(`
  query SocialLoginMe {
    me {
      id
      email
    }
  }
`);

interface RedeemData {
  redeemSocialLogin: {
    session: { id: string; type: string; teamType: string | null; access_token: string } | null;
    registration: { email: string; firstName: string; lastName: string; ticket: string } | null;
  } | null;
}

const random = () => randomBytes(32).toString('base64url');

function candidateStep2(email: string, ticket: string) {
  return {
    type: 'FREELANCER',
    email,
    social_ticket: ticket,
    first_name: 'Grace',
    last_name: 'Hopper',
    address_1: '1 High Street',
    city: 'London',
    state: 'Greater London',
    zip: 'SW1A 1AA',
    country: 'GB',
    phone: '+447911123456',
    tnc: true,
    industry: '1',
  };
}

describe('social sign-in', () => {
  let provider: TestOidcProvider;
  let t: TestApp;
  let clock = new Date();

  beforeAll(async () => {
    provider = await startTestOidcProvider({ redirectUris: [CALLBACK] });
    t = await createTestApp({
      publicUrl: PUBLIC_URL,
      now: () => clock,
      limits: { loginPerIp: NO_LIMIT, loginPerEmail: NO_LIMIT, socialLoginPerIp: NO_LIMIT },
      socialLogin: {
        name: 'google',
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });
  beforeEach(() => {
    clock = new Date();
  });

  /** An account at the provider; returns its id (the login name on its pages). */
  function identity(claims: Parameters<TestOidcProvider['accounts']['set']>[1]): string {
    const id = `sub-${randomUUID()}`;
    provider.accounts.set(id, claims);
    return id;
  }

  async function startFlow(client: 'web' | 'desktop' = 'web', group = 'candidate') {
    const verifier = random();
    const appState = random();
    const query = new URLSearchParams({
      group,
      client,
      challenge: pkceChallenge(verifier),
      state: appState,
    });
    const started = await t.app.inject({ method: 'GET', url: `/redirect/google?${query}` });
    expect(started.statusCode).toBe(302);
    return { verifier, appState, authorizationUrl: String(started.headers.location) };
  }

  async function callback(url: URL) {
    expect(url.origin).toBe(PUBLIC_URL);
    return t.app.inject({ method: 'GET', url: url.pathname + url.search });
  }

  /** The whole browser part: our redirect, the provider's pages, our callback's redirect. */
  async function signIn(accountId: string, client: 'web' | 'desktop' = 'web', group = 'candidate') {
    const flow = await startFlow(client, group);
    const finished = await callback(await provider.signIn(flow.authorizationUrl, accountId));
    const location = new URL(String(finished.headers.location));
    return {
      ...flow,
      status: finished.statusCode,
      location,
      code: location.searchParams.get('code') ?? '',
    };
  }

  function redeem(code: string, verifier: string): Promise<GraphQLAnswer<RedeemData>> {
    return t.graphql(REDEEM, { variables: { input: { code, verifier } } });
  }

  function expectRefused(answer: GraphQLAnswer<RedeemData>) {
    expect(answer.data?.redeemSocialLogin ?? null).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({
      message: messages.socialLogin.failed,
      extensions: { code: 'FORBIDDEN' },
    });
  }

  it('says which providers are configured', async () => {
    const answer = await t.graphql(PROVIDERS);
    expect(answer.data?.socialLoginProviders).toEqual(['google']);
  });

  it('signs a known user in through the web page: code and app state back on the UI origin', async () => {
    const user = await createCandidate(t.db);
    const accountId = identity({
      email: user.email.toUpperCase(),
      email_verified: true,
      given_name: 'A',
    });
    const flow = await signIn(accountId, 'web', 'candidate');

    expect(flow.status).toBe(302);
    expect(flow.location.origin + flow.location.pathname).toBe(
      `${PUBLIC_URL}/candidate/login/google`,
    );
    expect(flow.location.searchParams.get('state')).toBe(flow.appState);
    expect(flow.code).toMatch(AUTH_CALLBACK_VALUE_PATTERN);

    const answer = await redeem(flow.code, flow.verifier);
    const session = answer.data?.redeemSocialLogin?.session;
    expect(session).toMatchObject({ id: String(user.user.id), type: 'FREELANCER', teamType: null });
    const me = await t.graphql(ME, { token: session?.access_token });
    expect(me.data?.me?.id).toBe(String(user.user.id));

    // The verified email linked the identity: it keeps signing in after the email changes.
    const [linked] = await t.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.subject, accountId));
    expect(linked).toMatchObject({ userId: user.user.id, issuer: provider.issuer });
    provider.accounts.set(accountId, { email: 'changed@elsewhere.test', email_verified: false });
    const again = await signIn(accountId);
    const second = await redeem(again.code, again.verifier);
    expect(second.data?.redeemSocialLogin?.session?.id).toBe(String(user.user.id));
  });

  it('takes back an account someone registered with the email: their password and sessions end', async () => {
    // Registered by whoever typed the address; nobody has shown they hold the mailbox.
    const squatter = await createCandidate(t.db);
    const squatterToken = await t.login(squatter.email, squatter.password);

    const flow = await signIn(identity({ email: squatter.email, email_verified: true }));
    const session = (await redeem(flow.code, flow.verifier)).data?.redeemSocialLogin?.session;
    expect(session?.id).toBe(String(squatter.user.id));

    expect((await t.graphql(ME, { token: squatterToken })).errors?.[0]?.message).toBe(
      'Unauthenticated.',
    );
    const passwordLogin = await t.graphql(LOGIN_MUTATION, {
      variables: { input: { email: squatter.email, password: squatter.password } },
    });
    expect(passwordLogin.data?.login).toBeNull();
    // The mailbox's owner, signed in through the provider, stays signed in.
    expect((await t.graphql(ME, { token: session?.access_token })).data?.me?.id).toBe(
      String(squatter.user.id),
    );
  });

  it('keeps the password of an account whose owner has shown they hold the mailbox', async () => {
    const owner = await createCandidate(t.db);
    await t.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, owner.user.id));
    const flow = await signIn(identity({ email: owner.email, email_verified: true }));
    expect((await redeem(flow.code, flow.verifier)).data?.redeemSocialLogin?.session?.id).toBe(
      String(owner.user.id),
    );
    expect(await t.login(owner.email, owner.password)).toEqual(expect.any(String));
  });

  it("pre-hijack by an email change: the victim gets their own account, never the attacker's", async () => {
    // The attacker: an employer who signs in with their own provider identity too.
    const attacker = await createEmployer(t.db);
    await t.db.update(teams).set({ avatar: LOGO }).where(eq(teams.id, attacker.team.id));
    const attackerIdentity = identity({ email: attacker.email, email_verified: true });
    const own = await signIn(attackerIdentity, 'web', 'employer');
    const attackerSession = (await redeem(own.code, own.verifier)).data?.redeemSocialLogin?.session;
    expect(attackerSession?.id).toBe(String(attacker.user.id));

    // Step 1: the sign-in email changed to the victim's address, with no proof.
    const victimEmail = `victim-${randomUUID().slice(0, 8)}@social.test`;
    const saved = await t.graphql(UPDATE_COMPANY, {
      token: attackerSession?.access_token,
      variables: { input: companyForm(victimEmail) },
    });
    expect(saved.errors).toBeUndefined();
    const [after] = await t.db.select().from(users).where(eq(users.id, attacker.user.id));
    expect(after?.email).toBe(attacker.email);

    // Step 2: the victim's first social sign-in is a new person, not the attacker's account.
    const victim = await signIn(
      identity({ email: victimEmail, email_verified: true, given_name: 'Vic' }),
      'web',
      'employer',
    );
    const landed = (await redeem(victim.code, victim.verifier)).data?.redeemSocialLogin;
    expect(landed?.session ?? null).toBeNull();
    expect(landed?.registration?.email).toBe(victimEmail);
    // The attacker's identity still signs in to the attacker's own account only.
    const back = await signIn(attackerIdentity, 'web', 'employer');
    expect((await redeem(back.code, back.verifier)).data?.redeemSocialLogin?.session?.id).toBe(
      String(attacker.user.id),
    );
  });

  it('linking to an unproven account removes every other identity, session and email change', async () => {
    // An account whose email nobody proved (as an unconfirmed change left one before G12),
    // with the attacker's own identity linked, a session, and a change to the attacker's address.
    const account = await createEmployer(t.db);
    const attackerIdentity = identity({ email: 'attacker@social.test', email_verified: true });
    await t.db.insert(socialIdentities).values({
      userId: account.user.id,
      issuer: provider.issuer,
      subject: attackerIdentity,
      email: 'attacker@social.test',
    });
    const attackerToken = await t.login(account.email, account.password);
    await t.db.insert(emailChanges).values({
      userId: account.user.id,
      newEmail: `attacker-${randomUUID().slice(0, 8)}@social.test`,
      routeGroup: 'employer',
      tokenHash: hashToken(random()),
      expiresAt: new Date(clock.getTime() + 3_600_000),
    });

    // The mailbox's owner signs in with the provider: the account is theirs from now on.
    const owner = await signIn(identity({ email: account.email, email_verified: true }));
    const session = (await redeem(owner.code, owner.verifier)).data?.redeemSocialLogin?.session;
    expect(session?.id).toBe(String(account.user.id));

    const identities = await t.db
      .select({ subject: socialIdentities.subject })
      .from(socialIdentities)
      .where(eq(socialIdentities.userId, account.user.id));
    expect(identities.map((row) => row.subject)).not.toContain(attackerIdentity);
    expect(identities).toHaveLength(1);
    expect((await t.graphql(ME, { token: attackerToken })).errors?.[0]?.message).toBe(
      'Unauthenticated.',
    );
    const pending = await t.db
      .select()
      .from(emailChanges)
      .where(and(eq(emailChanges.userId, account.user.id), gt(emailChanges.expiresAt, clock)));
    expect(pending).toEqual([]);
    // The attacker's identity is nobody's now: it signs in to no account.
    const back = await signIn(attackerIdentity);
    expect(
      (await redeem(back.code, back.verifier)).data?.redeemSocialLogin?.session ?? null,
    ).toBeNull();
  });

  it("login CSRF: a callback never redeemed with the app's verifier takes nothing back", async () => {
    // Someone else's flow, finished in the victim's browser (the victim signed in at the provider).
    const victim = await createCandidate(t.db);
    const victimToken = await t.login(victim.email, victim.password);
    const forced = await signIn(identity({ email: victim.email, email_verified: true }));
    expect(forced.code).toMatch(AUTH_CALLBACK_VALUE_PATTERN);
    // Not redeemed, or redeemed without the verifier: the password and the session still work.
    expectRefused(await redeem(forced.code, random()));
    expect(await t.login(victim.email, victim.password)).toEqual(expect.any(String));
    expect((await t.graphql(ME, { token: victimToken })).data?.me?.id).toBe(String(victim.user.id));
    const linked = await t.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.userId, victim.user.id));
    expect(linked).toEqual([]);
  });

  it('gives a blocked account no session through the provider', async () => {
    const user = await createCandidate(t.db);
    await t.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, user.user.id));
    const flow = await signIn(identity({ email: user.email, email_verified: true }));
    const answer = await redeem(flow.code, flow.verifier);
    expect(answer.data?.redeemSocialLogin?.session ?? null).toBeNull();
  });

  it('stores only hashes of its state and code', async () => {
    const user = await createCandidate(t.db);
    const flow = await signIn(identity({ email: user.email, email_verified: true }));
    const [row] = await t.db
      .select()
      .from(socialLogins)
      .where(eq(socialLogins.codeHash, hashToken(flow.code)));
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(flow.code);
    expect(row?.codeExpiresAt?.getTime()).toBeLessThanOrEqual(
      clock.getTime() + SOCIAL_CODE_LIFETIME_MS,
    );
  });

  it("sends the desktop app a shortlist:// link in the deep-link parser's formats", async () => {
    const user = await createCandidate(t.db);
    const flow = await signIn(identity({ email: user.email, email_verified: true }), 'desktop');
    expect(flow.status).toBe(302);
    expect(flow.location.protocol).toBe('shortlist:');
    expect(flow.location.host + flow.location.pathname).toBe('auth/callback');
    expect([...flow.location.searchParams.keys()]).toEqual(['code', 'state']);
    expect(flow.location.searchParams.get('state')).toBe(flow.appState);
    expect(flow.code).toMatch(AUTH_CALLBACK_VALUE_PATTERN);
    expect((await redeem(flow.code, flow.verifier)).data?.redeemSocialLogin?.session?.id).toBe(
      String(user.user.id),
    );
  });

  it('an unknown identity gets a ticket; register links it, once', async () => {
    const email = `new-${randomUUID().slice(0, 8)}@social.test`;
    const accountId = identity({
      email,
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
    });
    const flow = await signIn(accountId);
    const answer = await redeem(flow.code, flow.verifier);
    const registration = answer.data?.redeemSocialLogin?.registration;
    expect(answer.data?.redeemSocialLogin?.session).toBeNull();
    expect(registration).toMatchObject({ email, firstName: 'Grace', lastName: 'Hopper' });
    const ticket = registration?.ticket ?? '';

    // The ticket's email only.
    const otherEmail = await t.graphql(REGISTER, {
      variables: { input: candidateStep2('someone-else@social.test', ticket) },
    });
    expect(otherEmail.errors?.[0], JSON.stringify(otherEmail.errors)).toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });

    // No password needed: the account signs in with the provider.
    const registered = await t.graphql(REGISTER, {
      variables: { input: candidateStep2(email, ticket) },
    });
    expect(registered.errors).toBeUndefined();
    const userId = Number(registered.data?.register.id);
    const [user] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ email, passwordHash: null, firstName: 'Grace' });
    const [linked] = await t.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.userId, userId));
    expect(linked).toMatchObject({ issuer: provider.issuer, subject: accountId, email });

    // The ticket is spent.
    const replay = await t.graphql(REGISTER, {
      variables: { input: { ...candidateStep2(email, ticket), email: `x${email}` } },
    });
    expect(replay.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // Next time the identity signs straight in.
    const next = await signIn(accountId);
    expect((await redeem(next.code, next.verifier)).data?.redeemSocialLogin?.session?.id).toBe(
      String(userId),
    );
  });

  it('refuses a replayed code', async () => {
    const user = await createCandidate(t.db);
    const flow = await signIn(identity({ email: user.email, email_verified: true }));
    expect((await redeem(flow.code, flow.verifier)).data?.redeemSocialLogin?.session).toBeTruthy();
    expectRefused(await redeem(flow.code, flow.verifier));
  });

  it('refuses a wrong verifier, and the code is spent by the attempt', async () => {
    const user = await createCandidate(t.db);
    const flow = await signIn(identity({ email: user.email, email_verified: true }));
    expectRefused(await redeem(flow.code, random()));
    expectRefused(await redeem(flow.code, flow.verifier));
  });

  it('refuses an expired code (60 s)', async () => {
    const user = await createCandidate(t.db);
    const flow = await signIn(identity({ email: user.email, email_verified: true }));
    clock = new Date(clock.getTime() + SOCIAL_CODE_LIFETIME_MS + 1);
    expectRefused(await redeem(flow.code, flow.verifier));
  });

  it('refuses malformed codes and verifiers without asking the database', async () => {
    expectRefused(await redeem('short', random()));
    expectRefused(await redeem(random(), 'short'));
  });

  it('refuses a callback with an unknown state, and a replayed callback', async () => {
    const user = await createCandidate(t.db);
    const flow = await startFlow();
    const returned = await provider.signIn(
      flow.authorizationUrl,
      identity({ email: user.email, email_verified: true }),
    );
    const forged = new URL(returned);
    forged.searchParams.set('state', random());
    const refused = await callback(forged);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(messages.socialLogin.failed);

    expect((await callback(returned)).statusCode).toBe(302);
    const replayed = await callback(returned);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.headers.location).toBeUndefined();
  });

  it('refuses an unverified email for an identity it does not know', async () => {
    const user = await createCandidate(t.db);
    const flow = await signIn(
      identity({ email: user.email, email_verified: false }),
      'web',
      'employer',
    );
    expect(flow.location.pathname).toBe('/employer/login/google');
    expect(flow.location.searchParams.get('error')).toBe('unverified-email');
    expect(flow.location.searchParams.get('state')).toBe(flow.appState);
    expect(flow.location.searchParams.has('code')).toBe(false);
  });

  it("refuses an ID token whose nonce is not the flow's", async () => {
    const user = await createCandidate(t.db);
    const flow = await startFlow();
    // The flow's nonce changes after the provider was asked: the ID token carries the old one.
    const [row] = await t.db
      .update(socialLogins)
      .set({ nonce: random() })
      .where(eq(socialLogins.appState, flow.appState))
      .returning();
    expect(row).toBeDefined();
    const returned = await provider.signIn(
      flow.authorizationUrl,
      identity({ email: user.email, email_verified: true }),
    );
    const finished = await callback(returned);
    const location = new URL(String(finished.headers.location));
    expect(location.searchParams.get('error')).toBe('failed');
    expect(location.searchParams.has('code')).toBe(false);
  });

  it('refuses malformed starts: group, client, challenge, state', async () => {
    const good = { group: 'candidate', client: 'web', challenge: random(), state: random() };
    for (const bad of [
      { group: 'admin' },
      { client: 'mobile' },
      { challenge: 'short' },
      { state: `${random()}x` },
    ]) {
      const query = new URLSearchParams({ ...good, ...bad });
      const answer = await t.app.inject({ method: 'GET', url: `/redirect/google?${query}` });
      expect(answer.statusCode).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/redirect/github' })).statusCode).toBe(404);
  });

  it('counts redeem attempts per resolver call (aliases count)', async () => {
    const limited = await createTestApp({
      limits: { socialLoginPerIp: { limit: 3, windowMs: 60_000 } },
      socialLogin: {
        name: 'google',
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
      },
    });
    try {
      const aliases = Array.from(
        { length: 5 },
        (_, i) =>
          `r${i}: redeemSocialLogin(input: { code: "${random()}", verifier: "${random()}" }) { session { id } }`,
      ).join('\n');
      const answer = await limited.graphql(`mutation { ${aliases} }`);
      const codes = answer.errors?.map((error) => error.extensions?.code);
      expect(codes?.filter((code) => code === 'FORBIDDEN')).toHaveLength(3);
      expect(codes?.filter((code) => code === 'RATE_LIMITED')).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });

  it('checks the issuer it discovers', async () => {
    const wrongIssuer = await createTestApp({
      socialLogin: {
        name: 'google',
        issuer: provider.issuer.replace('127.0.0.1', 'localhost'),
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
      },
    });
    try {
      const query = new URLSearchParams({
        group: 'candidate',
        client: 'web',
        challenge: random(),
        state: random(),
      });
      const answer = await wrongIssuer.app.inject({
        method: 'GET',
        url: `/redirect/google?${query}`,
      });
      expect(answer.statusCode).toBe(502);
      expect(await wrongIssuer.db.select().from(socialLogins)).toEqual([]);
    } finally {
      await wrongIssuer.close();
    }
  });
});

describe('social sign-in without a provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists no provider, answers 404 on its routes and refuses redeems', async () => {
    const answer = await t.graphql(PROVIDERS);
    expect(answer.data?.socialLoginProviders).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/redirect/google' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/social-login/google/callback?state=x' }))
        .statusCode,
    ).toBe(404);
    const redeemed = await t.graphql(REDEEM, {
      variables: { input: { code: random(), verifier: random() } },
    });
    expect(redeemed.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('keeps password login as it was', async () => {
    const user = await createCandidate(t.db);
    const answer = await t.graphql(LOGIN_MUTATION, {
      variables: { input: { email: user.email, password: user.password } },
    });
    expect(answer.errors).toBeUndefined();
  });
});
