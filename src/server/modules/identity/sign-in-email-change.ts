/**
 * Changing a sign-in email (docs/security.md G12): the employer's edit-profile and the agency's
 * edit-account-information ask for it inside their save, and the account keeps its email until
 * the new address confirms a mailed link. So nobody can point an account at an address they do
 * not hold and wait for its owner's first social sign-in to land there (O4).
 *
 * - `saveWith` runs the form's save and records the request in one transaction: the address
 *   must be free ('Email already exists!'), an earlier request of the user ends, and only the
 *   link token's SHA-256 is kept (60 minutes, once). After the commit the new address gets the
 *   link and the old one is told a change was asked for.
 * - `confirm` (the link's page, no session needed: the token is the credential) uses the token
 *   up, changes the email (the unique index answers a race for the address) and marks it proven:
 *   whoever opened the link holds the mailbox. The old address is told the change was made.
 */
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Group } from '../../../shared/users';
import type { Database } from '../../db/client';
import { emailChanges, users } from '../../db/schema';
import { badUserInput } from '../../platform/domain-error';
import { layoutMail } from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/mailer';
import { hashToken, isSecretToken, newSecretToken } from '../../platform/secret-tokens';
import { messages } from '../../../shared/messages';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export const EMAIL_CHANGE_LIFETIME_MS = 60 * 60_000;
/**
 * Requests (a save or a resend) per account in the last 24 hours: each mails a link to an
 * address the account names and a notice to its own, so one account cannot flood an inbox.
 * Counted from the rows themselves (kept a day past their end: purge-expired.ts), so the cap
 * holds across server processes.
 */
export const EMAIL_CHANGES_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60_000;

/** The unique index that keeps one account per email (db/schema/accounts.ts). */
const EMAIL_INDEX = 'users_email_unique';

const m = messages.emailChange;

/** The account asking, as the request's actor knows it. */
export interface EmailOwner {
  id: number;
  /** The sign-in email now. */
  email: string;
  firstName: string;
}

export interface EmailChangeDelivery {
  /** Sends a message after the answer (background tasks): a mail failure undoes no save. */
  sendLater: (message: MailMessage) => void;
  /** The origin the UI is served from (no trailing slash). */
  publicUrl: () => string;
}

export type EmailChangeGroup = Extract<Group, 'employer' | 'agency'>;

export class EmailChangeService {
  constructor(
    private readonly db: Database,
    private readonly delivery: EmailChangeDelivery,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Runs `saveForm` and, when `newEmail` (normalized) is given, records the change request in
   * the same transaction; mails the link and the notice after the commit. An address another
   * account holds is the form's `input.email` error, and nothing is saved.
   */
  async saveWith(
    owner: EmailOwner,
    newEmail: string | null,
    group: EmailChangeGroup,
    saveForm: (tx: Transaction) => Promise<void>,
  ): Promise<void> {
    let token: string | null = null;
    await this.db.transaction(async (tx) => {
      await saveForm(tx);
      if (newEmail !== null) token = await this.record(tx, owner.id, newEmail, group);
    });
    if (token !== null && newEmail !== null) this.mailRequest(owner, newEmail, group, token);
  }

  /** The address waiting for its confirmation, or null. */
  async pending(userId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ newEmail: emailChanges.newEmail })
      .from(emailChanges)
      .where(this.live(eq(emailChanges.userId, userId)))
      .limit(1);
    return row?.newEmail ?? null;
  }

  /** Ends the waiting request, if any; its link no longer works. */
  async cancel(userId: number): Promise<void> {
    await this.db
      .update(emailChanges)
      .set({ expiresAt: this.now() })
      .where(this.live(eq(emailChanges.userId, userId)));
  }

  /** A new link for the waiting request (the earlier link ends); the address, or null if none. */
  async resend(owner: EmailOwner): Promise<string | null> {
    const [row] = await this.db
      .select({ newEmail: emailChanges.newEmail, routeGroup: emailChanges.routeGroup })
      .from(emailChanges)
      .where(this.live(eq(emailChanges.userId, owner.id)))
      .limit(1);
    if (!row) return null;
    const group = row.routeGroup as EmailChangeGroup;
    const token = await this.db.transaction((tx) => this.record(tx, owner.id, row.newEmail, group));
    this.delivery.sendLater(this.confirmMail(owner, row.newEmail, group, token));
    return row.newEmail;
  }

  /**
   * Uses the link's token up and changes the email; the new email, or null for an unknown,
   * expired or used link. An address taken in the meantime is refused ('Email already
   * exists!') and the link stays good.
   */
  async confirm(token: string): Promise<string | null> {
    if (!isSecretToken(token)) return null;
    const now = this.now();
    let changed: { owner: EmailOwner; group: EmailChangeGroup; newEmail: string } | null = null;
    try {
      await this.db.transaction(async (tx) => {
        // The conditional update makes the link single-use, also for two clicks racing.
        const [request] = await tx
          .update(emailChanges)
          .set({ usedAt: now })
          .where(this.live(eq(emailChanges.tokenHash, hashToken(token))))
          .returning();
        if (!request) return;
        const [user] = await tx
          .select({ id: users.id, email: users.email, firstName: users.firstName })
          .from(users)
          .where(eq(users.id, request.userId))
          .limit(1);
        if (!user) return;
        // No look-up first: the unique index answers, also for two confirmations racing.
        await tx
          .update(users)
          .set({ email: request.newEmail, emailVerifiedAt: now })
          .where(eq(users.id, user.id));
        changed = {
          owner: user,
          group: request.routeGroup as EmailChangeGroup,
          newEmail: request.newEmail,
        };
      });
    } catch (error) {
      if (violatesEmailIndex(error)) throw emailTaken();
      throw error;
    }
    if (changed === null) return null;
    const { owner, group, newEmail } = changed as {
      owner: EmailOwner;
      group: EmailChangeGroup;
      newEmail: string;
    };
    this.delivery.sendLater(this.noticeMail(owner, newEmail, group, 'changed'));
    return newEmail;
  }

  /** Ends the user's earlier requests and stores a new one; the raw token for the link. */
  private async record(
    tx: Transaction,
    userId: number,
    newEmail: string,
    group: EmailChangeGroup,
  ): Promise<string> {
    const [holder] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, newEmail), ne(users.id, userId)))
      .limit(1);
    if (holder) throw emailTaken();
    // One request of the account at a time, so two saves racing cannot both pass the cap.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const now = this.now();
    const today = await tx.$count(
      emailChanges,
      and(
        eq(emailChanges.userId, userId),
        gt(emailChanges.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
    if (today >= EMAIL_CHANGES_PER_DAY) {
      throw badUserInput({ 'input.email': [m.tooMany] }, m.tooMany);
    }
    await tx
      .update(emailChanges)
      .set({ expiresAt: now })
      .where(this.live(eq(emailChanges.userId, userId)));
    const token = newSecretToken();
    await tx.insert(emailChanges).values({
      userId,
      newEmail,
      routeGroup: group,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LIFETIME_MS),
    });
    return token;
  }

  private live(condition: ReturnType<typeof eq>) {
    return and(condition, isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, this.now()));
  }

  private mailRequest(
    owner: EmailOwner,
    newEmail: string,
    group: EmailChangeGroup,
    token: string,
  ): void {
    this.delivery.sendLater(this.confirmMail(owner, newEmail, group, token));
    this.delivery.sendLater(this.noticeMail(owner, newEmail, group, 'requested'));
  }

  /** To the new address: the link that makes the change. */
  private confirmMail(
    owner: EmailOwner,
    newEmail: string,
    group: EmailChangeGroup,
    token: string,
  ): MailMessage {
    const url = `${this.delivery.publicUrl()}/${group}/confirm-email?${new URLSearchParams({ token })}`;
    return layoutMail({
      to: newEmail,
      subject: m.confirmSubject,
      firstName: owner.firstName,
      intro: [
        `You asked to sign in to Shortlist with this address instead of ${owner.email}.`,
        'Your sign-in email changes once you confirm it:',
      ],
      action: { label: 'Confirm your new email', url },
      outro: [
        `This link will expire in ${EMAIL_CHANGE_LIFETIME_MS / 60_000} minutes and works once.`,
        'If you did not ask for this, ignore this email: nothing changes.',
      ],
    });
  }

  /** To the old address: a change was asked for, or made. */
  private noticeMail(
    owner: EmailOwner,
    newEmail: string,
    group: EmailChangeGroup,
    stage: 'requested' | 'changed',
  ): MailMessage {
    const reset = `${this.delivery.publicUrl()}/${group}/forgot-password`;
    return layoutMail({
      to: owner.email,
      subject: stage === 'requested' ? m.requestedSubject : m.changedSubject,
      firstName: owner.firstName,
      intro:
        stage === 'requested'
          ? [
              `Someone signed in to your Shortlist account asked to change its sign-in email from ${owner.email} to ${newEmail}.`,
              'Nothing changes unless the link we mailed to the new address is opened.',
            ]
          : [
              `The email address you sign in to Shortlist with was changed from ${owner.email} to ${newEmail}.`,
              'From now on we write to the new address about your account and your password resets.',
            ],
      action: { label: 'Reset your password', url: reset },
      outro: [
        'If you did not make this change, reset your password at once and reply to this email so we can secure your account.',
      ],
    });
  }
}

function emailTaken() {
  return badUserInput(
    { 'input.email': [messages.registration.emailExists] },
    messages.registration.emailExists,
  );
}

/** Whether a database error (PostgreSQL or PGlite, maybe wrapped by Drizzle) broke EMAIL_INDEX. */
function violatesEmailIndex(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const pg = cause as Error & { code?: string; constraint?: string };
    if (pg.code === '23505') return pg.constraint === undefined || pg.constraint === EMAIL_INDEX;
  }
  return false;
}
