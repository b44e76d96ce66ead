/**
 * Social sign-in (docs/security.md O2, O3), server-mediated. One `social_logins` row follows a flow:
 *
 * 1. `start` (GET /redirect/{provider}): the app's PKCE challenge and state, and the server's own
 *    OIDC state (stored hashed), nonce and PKCE verifier; the browser goes to the provider.
 * 2. `finish` (the provider's callback): used once (the row must have no code yet), the code
 *    exchanged and the ID token checked; the outcome (a user, with the identity to link when it
 *    is not linked yet, or the profile of an unknown identity) is stored with our own one-time
 *    code (SHA-256, 60 s). Nothing about any account changes here: the browser that finished
 *    the provider's sign-in may not be the one that started the flow (login CSRF).
 * 3. `redeem` (the `redeemSocialLogin` mutation): the code is used up whatever the verifier; only
 *    a verifier whose S256 is the stored challenge gets the session (or, for an unknown identity,
 *    a registration ticket: the same column holds the ticket's hash from then on, 30 minutes).
 *    Only then, the flow proven to be the caller's own, is a new identity linked (and an
 *    unproven account taken back: `linkToExisting`).
 * 4. `register` with the ticket: `linkTicket` uses it up in the registration's transaction and
 *    links the identity to the new account.
 *
 * Who an identity is (docs/social-login.md): a linked identity (issuer + subject) is its user,
 * whatever its email says now. Otherwise the provider must vouch for the email
 * (`email_verified: true`), or the sign-in is refused; a verified email that an account already
 * uses signs that account in and links the identity; any other verified email is a new person,
 * who registers with that email.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { AUTH_CALLBACK_VALUE_PATTERN } from '../../../shared/deep-links';
import type { Database } from '../../db/client';
import { emailChanges, socialIdentities, socialLogins, users } from '../../db/schema';
import { normalizeEmail, type AuthService, type LoginSuccess } from './auth-service';
import { hashToken, newSecretToken } from '../../platform/secret-tokens';
import type { OidcClient, OidcIdentity } from './oidc-client';

export const SOCIAL_LOGIN_GROUPS = ['candidate', 'employer', 'agency'] as const;
export type SocialLoginGroupName = (typeof SOCIAL_LOGIN_GROUPS)[number];
export const SOCIAL_LOGIN_CLIENTS = ['desktop', 'web'] as const;
export type SocialLoginClient = (typeof SOCIAL_LOGIN_CLIENTS)[number];

/** From the redirect to the provider's callback: time to choose an account and consent. */
export const SOCIAL_FLOW_LIFETIME_MS = 10 * 60_000;
/** Our one-time code, from the callback to the app's redeem (docs/security.md O3: at most 60 s). */
export const SOCIAL_CODE_LIFETIME_MS = 60_000;
/** An unknown identity's registration ticket: time to fill in registration step 2. */
export const SOCIAL_TICKET_LIFETIME_MS = 30 * 60_000;

/** RFC 7636 section 4.1: 43 to 128 unreserved characters. */
const CODE_VERIFIER_PATTERN = /^[A-Za-z0-9._~-]{43,128}$/;

/** What an unknown identity brings to registration. */
export interface SocialProfile {
  issuer: string;
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface StartRequest {
  group: SocialLoginGroupName;
  client: SocialLoginClient;
  /** S256 of the app's verifier (43 base64url characters). */
  appChallenge: string;
  /** The app's state, echoed back (43 base64url characters). */
  appState: string;
  redirectUri: string;
}

/** Where the callback sends the browser; `code` only when the sign-in succeeded. */
export type FinishOutcome =
  | {
      ok: true;
      client: SocialLoginClient;
      group: SocialLoginGroupName;
      appState: string;
      code: string;
    }
  | {
      ok: false;
      reason: 'unknown-flow' | 'provider-error' | 'unverified-email';
      client?: SocialLoginClient;
      group?: SocialLoginGroupName;
      appState?: string;
    };

export type Redemption =
  | { kind: 'session'; login: LoginSuccess }
  | { kind: 'registration'; profile: SocialProfile; ticket: string };

/** S256 (RFC 7636 section 4.2): base64url(SHA-256(ASCII(verifier))). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

export function isCodeVerifier(value: string): boolean {
  return CODE_VERIFIER_PATTERN.test(value);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The account a provider identity is linked to, or null. */
async function linkedUserOf(
  db: Database,
  identity: { issuer: string; subject: string },
): Promise<number | null> {
  const [linked] = await db
    .select({ userId: socialIdentities.userId })
    .from(socialIdentities)
    .where(
      and(
        eq(socialIdentities.issuer, identity.issuer),
        eq(socialIdentities.subject, identity.subject),
      ),
    )
    .limit(1);
  return linked?.userId ?? null;
}

export class SocialLoginService {
  constructor(
    private readonly db: Database,
    private readonly auth: AuthService,
    readonly oidc: OidcClient,
    private readonly now: () => Date = () => new Date(),
  ) {}

  get provider(): string {
    return this.oidc.provider;
  }

  /** Null for a malformed challenge or state; else the provider's authorization URL. */
  async start(request: StartRequest): Promise<URL | null> {
    if (
      !AUTH_CALLBACK_VALUE_PATTERN.test(request.appChallenge) ||
      !AUTH_CALLBACK_VALUE_PATTERN.test(request.appState)
    )
      return null;
    const state = newSecretToken();
    const nonce = newSecretToken();
    const codeVerifier = newSecretToken();
    // Discovery first: a provider that cannot be reached leaves no row behind.
    const url = await this.oidc.authorizationUrl({
      redirectUri: request.redirectUri,
      state,
      nonce,
      codeVerifier,
    });
    const now = this.now();
    await this.db.insert(socialLogins).values({
      provider: this.provider,
      routeGroup: request.group,
      client: request.client,
      stateHash: hashToken(state),
      nonce,
      codeVerifier,
      appCodeChallenge: request.appChallenge,
      appState: request.appState,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SOCIAL_FLOW_LIFETIME_MS),
    });
    return url;
  }

  /** The provider's callback: at most once per flow, whatever the outcome. */
  async finish(callbackUrl: URL, redirectUri: string): Promise<FinishOutcome> {
    const state = callbackUrl.searchParams.get('state');
    if (!state || state.length > 512) return { ok: false, reason: 'unknown-flow' };
    const now = this.now();
    // Claimed in one conditional UPDATE: a replayed callback finds `used_at` set.
    const [flow] = await this.db
      .update(socialLogins)
      .set({ usedAt: now })
      .where(
        and(
          eq(socialLogins.stateHash, hashToken(state)),
          eq(socialLogins.provider, this.provider),
          isNull(socialLogins.usedAt),
          isNull(socialLogins.codeHash),
          gt(socialLogins.expiresAt, now),
        ),
      )
      .returning();
    if (!flow) return { ok: false, reason: 'unknown-flow' };
    const where = {
      client: flow.client as SocialLoginClient,
      group: flow.routeGroup as SocialLoginGroupName,
      appState: flow.appState ?? '',
    };

    let identity: OidcIdentity;
    try {
      identity = await this.oidc.exchange({
        callbackUrl,
        redirectUri,
        state,
        nonce: flow.nonce,
        codeVerifier: flow.codeVerifier,
      });
    } catch {
      return { ok: false, reason: 'provider-error', ...where };
    }

    const resolved = await this.resolve(identity);
    if (resolved === null) return { ok: false, reason: 'unverified-email', ...where };
    const code = newSecretToken();
    // `used_at` goes back to null: from here it says whether our code was redeemed.
    await this.db
      .update(socialLogins)
      .set({
        usedAt: null,
        userId: resolved.userId,
        // For a user: the identity to link at the redeem (null when already linked).
        profile: resolved.profile,
        codeHash: hashToken(code),
        codeExpiresAt: new Date(this.now().getTime() + SOCIAL_CODE_LIFETIME_MS),
      })
      .where(eq(socialLogins.id, flow.id));
    return { ok: true, ...where, code };
  }

  /**
   * Uses the code up (a wrong verifier spends it too, so a hijacked link is worth one guess),
   * then answers only the holder of the verifier. Null for anything that cannot be used.
   */
  async redeem(code: string, verifier: string): Promise<Redemption | null> {
    if (!AUTH_CALLBACK_VALUE_PATTERN.test(code) || !isCodeVerifier(verifier)) return null;
    const now = this.now();
    const redeemed = await this.db.transaction(async (tx) => {
      const [flow] = await tx
        .update(socialLogins)
        .set({ usedAt: now })
        .where(
          and(
            eq(socialLogins.codeHash, hashToken(code)),
            isNull(socialLogins.usedAt),
            gt(socialLogins.codeExpiresAt, now),
          ),
        )
        .returning();
      if (!flow?.appCodeChallenge || !sameText(flow.appCodeChallenge, pkceChallenge(verifier)))
        return null;

      if (flow.userId !== null) {
        // A blocked account gets no session, by any way in.
        if (await this.auth.isBlocked(flow.userId, tx)) return null;
        const toLink = flow.profile as SocialProfile | null;
        if (toLink && !(await this.linkToExisting(tx, flow.userId, toLink))) return null;
        const accessToken = await this.auth.issueToken(flow.userId, { db: tx });
        return { kind: 'session' as const, userId: flow.userId, accessToken };
      }
      const profile = flow.profile as SocialProfile | null;
      if (!profile) return null;
      const ticket = newSecretToken();
      await tx
        .update(socialLogins)
        .set({
          codeHash: hashToken(ticket),
          codeExpiresAt: new Date(now.getTime() + SOCIAL_TICKET_LIFETIME_MS),
        })
        .where(eq(socialLogins.id, flow.id));
      return { kind: 'registration' as const, profile, ticket };
    });
    if (redeemed?.kind !== 'session') return redeemed;
    // After the transaction: PGlite has one connection, which the transaction holds.
    const profile = await this.auth.profile(redeemed.userId);
    if (!profile) throw new Error(`social sign-in user ${redeemed.userId} vanished`);
    return { kind: 'session', login: { profile, accessToken: redeemed.accessToken } };
  }

  /** The identity a live registration ticket stands for, without using it up. */
  async ticketProfile(ticket: string): Promise<SocialProfile | null> {
    if (!AUTH_CALLBACK_VALUE_PATTERN.test(ticket)) return null;
    const [row] = await this.db
      .select({ profile: socialLogins.profile })
      .from(socialLogins)
      .where(this.liveTicket(ticket))
      .limit(1);
    return (row?.profile as SocialProfile | undefined) ?? null;
  }

  /**
   * Uses the ticket up for the new account `userId` and links its identity, inside the
   * registration's transaction `tx`; throws (rolling the registration back) when it is gone.
   */
  async linkTicket(tx: Database, ticket: string, userId: number): Promise<void> {
    const [row] = await tx
      .update(socialLogins)
      .set({ codeHash: null, userId })
      .where(this.liveTicket(ticket))
      .returning({ profile: socialLogins.profile });
    const profile = row?.profile as SocialProfile | undefined;
    if (!profile) throw new TicketUsedError();
    // The provider vouched for the email the account was registered with.
    await tx.update(users).set({ emailVerifiedAt: this.now() }).where(eq(users.id, userId));
    await tx.insert(socialIdentities).values({
      userId,
      issuer: profile.issuer,
      subject: profile.subject,
      email: profile.email,
    });
  }

  private liveTicket(ticket: string) {
    return and(
      eq(socialLogins.codeHash, hashToken(ticket)),
      isNotNull(socialLogins.usedAt),
      isNull(socialLogins.userId),
      gt(socialLogins.codeExpiresAt, this.now()),
    );
  }

  /**
   * Links a provider identity, whose email the provider vouches for, to the account with that
   * email, inside the redeem's transaction (the flow proven to be the caller's own). If nobody
   * had shown the account holds that mailbox, whoever registered it, or pointed it at this
   * address, may not be its owner (docs/security.md O4, G12): the password they set is dropped,
   * every other identity linked to it is removed, every session ends and any email change it
   * waits for is cancelled, so only the mailbox's owner is left. The owner can set a password
   * again with the reset mail. False when the account no longer has that email or the identity
   * went to another account meanwhile: the sign-in is refused.
   */
  private async linkToExisting(
    tx: Database,
    userId: number,
    identity: SocialProfile,
  ): Promise<boolean> {
    const [user] = await tx
      .select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!user || user.email !== identity.email) return false;
    if (!user.emailVerifiedAt) {
      const now = this.now();
      await tx
        .update(users)
        .set({ passwordHash: null, emailVerifiedAt: now })
        .where(eq(users.id, userId));
      await tx.delete(socialIdentities).where(eq(socialIdentities.userId, userId));
      await tx
        .update(emailChanges)
        .set({ expiresAt: now })
        .where(
          and(
            eq(emailChanges.userId, userId),
            isNull(emailChanges.usedAt),
            gt(emailChanges.expiresAt, now),
          ),
        );
      await this.auth.revokeAllTokens(userId, tx);
    }
    await tx
      .insert(socialIdentities)
      .values({ userId, issuer: identity.issuer, subject: identity.subject, email: identity.email })
      .onConflictDoNothing();
    return (await linkedUserOf(tx, identity)) === userId;
  }

  /** The rule in the header comment; null when the sign-in is refused. */
  private async resolve(
    identity: OidcIdentity,
  ): Promise<
    | { userId: number; profile: SocialProfile | null }
    | { userId: null; profile: SocialProfile }
    | null
  > {
    const linked = await linkedUserOf(this.db, identity);
    if (linked !== null) return { userId: linked, profile: null };
    if (!identity.emailVerified || !identity.email) return null;

    const email = normalizeEmail(identity.email);
    const [user] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    const profile = {
      issuer: identity.issuer,
      subject: identity.subject,
      email,
      firstName: identity.firstName,
      lastName: identity.lastName,
    };
    // A known account: linked at the redeem, once the flow is proven to be the caller's.
    if (user) return { userId: user.id, profile };
    return { userId: null, profile };
  }
}

/** A registration ticket used or expired between the check and the registration. */
export class TicketUsedError extends Error {
  constructor() {
    super('social registration ticket already used');
  }
}
