/**
 * A user's own notification settings and profile privacy (brief: notification-settings and
 * profile-privacy, for candidates and agencies; the settings are per user, so an agency's
 * GUEST members have their own). Employers have neither.
 *
 * Text notifications go on only for a number proven by a texted 6-digit code: random, only
 * its hash kept, valid for CODE_LIFETIME_MS, spent by its first right answer or by
 * MAX_ATTEMPTS tries, and by a newer code. Each try is counted by one UPDATE before the
 * comparison, so parallel guesses cannot exceed the tries (docs/notification-settings.md).
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { smsVerifications, users } from '../../db/schema';
import { badUserInput, DomainError, forbidden } from '../../platform/domain-error';
import type { SettingsService } from '../../platform/settings';
import type { SmsSender } from '../../platform/sms/sms-sender';
import { messages } from '../../../shared/messages';
import type {
  EmailNotificationSettingsValues,
  ProfilePrivacy,
} from '../../../shared/validation/notification-settings';
import type { Actor } from '../identity';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_ATTEMPTS = 5;
/** Spent and expired codes are kept a day (support cases), then deleted by housekeeping. */
export const KEPT_AFTER_EXPIRY_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The advisory lock that serialises sends while the daily caps are counted ("SMSC"). */
const SMS_SEND_LOCK = 0x534d_5343;

const m = messages.notificationSettings;

/** Candidates, agencies and the members of agency teams; employers are refused. */
export function holdsNotificationSettings(actor: Actor): boolean {
  if (actor.user.type === 'FREELANCER' || actor.user.type === 'AGENCY') return true;
  if (actor.user.type !== 'GUEST') return false;
  return actor.activeTeam?.team.type === 'AGENCY';
}

/** The code's hash, bound to its user and number: the row alone does not say the code. */
function codeHash(userId: number, phone: string, code: string): string {
  return createHash('sha256').update(`${userId}:${phone}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface CodeSent {
  phone: string;
  expiresAt: Date;
}

export class NotificationSettingsService {
  constructor(
    private readonly db: Database,
    private readonly sms: SmsSender,
    private readonly now: () => Date,
    private readonly settings: SettingsService,
    /** Told when the SMS provider fails (the user only gets a sentence). */
    private readonly reportFailure: (error: unknown) => void = () => {},
  ) {}

  /** Six random digits, from the OS's CSPRNG. */
  private newCode(): string {
    return String(randomInt(0, 1_000_000)).padStart(6, '0');
  }

  /** FORBIDDEN for employers (and their members). */
  private allowed(actor: Actor, message: string): number {
    if (!holdsNotificationSettings(actor)) throw forbidden(message);
    return actor.user.id;
  }

  async updateEmailSettings(actor: Actor, values: EmailNotificationSettingsValues): Promise<void> {
    const userId = this.allowed(actor, m.notAllowed);
    await this.db
      .update(users)
      .set({ sendEmail: values.send_email, notificationFrequency: values.notification_frequency })
      .where(eq(users.id, userId));
  }

  /**
   * FORBIDDEN unless the caller holds notification settings and their account is approved
   * (ACTIVE): an account awaiting approval texts no one (issue 23 A5). Asked before any limit
   * is counted, so a refused caller spends nobody's budget.
   */
  assertMaySendTextCode(actor: Actor): number {
    const userId = this.allowed(actor, m.notAllowed);
    if (actor.user.status !== 'ACTIVE') throw forbidden(messages.account.notActive);
    return userId;
  }

  /**
   * Texts a new code to `phone` (international form): earlier codes stop working. A number the
   * provider refuses is the phone field's error, and its code is gone. Past the daily caps
   * (per client address and in all, settings `smsCodesPerAddressPerDay` and `smsCodesPerDay`)
   * RATE_LIMITED: the codes of the last 24 hours are counted and the new one recorded under
   * one lock, so codes asked for at once cannot pass a cap together.
   */
  async sendTextCode(actor: Actor, phone: string, clientAddress: string): Promise<CodeSent> {
    const userId = this.assertMaySendTextCode(actor);
    const code = this.newCode();
    const now = this.now();
    const expiresAt = new Date(now.getTime() + CODE_LIFETIME_MS);
    const caps = await this.settings.getMany(['smsCodesPerAddressPerDay', 'smsCodesPerDay']);
    const id = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SMS_SEND_LOCK})`);
      const since = new Date(now.getTime() - DAY_MS);
      const [sent] = await tx
        .select({
          all: count(),
          fromAddress: sql<number>`count(*) filter (where ${smsVerifications.clientAddress} = ${clientAddress})`,
        })
        .from(smsVerifications)
        .where(gt(smsVerifications.createdAt, since));
      if (
        (sent?.all ?? 0) >= caps.smsCodesPerDay ||
        Number(sent?.fromAddress ?? 0) >= caps.smsCodesPerAddressPerDay
      ) {
        throw new DomainError(m.dailyCap, { code: 'RATE_LIMITED' });
      }
      await tx
        .update(smsVerifications)
        .set({ usedAt: now })
        .where(and(eq(smsVerifications.userId, userId), isNull(smsVerifications.usedAt)));
      const [row] = await tx
        .insert(smsVerifications)
        .values({
          userId,
          phone,
          codeHash: codeHash(userId, phone, code),
          expiresAt,
          clientAddress,
          createdAt: now,
        })
        .returning({ id: smsVerifications.id });
      return row!.id;
    });
    try {
      await this.sms.send({ to: phone, body: m.codeText(code, CODE_LIFETIME_MS / 60_000) });
    } catch (error) {
      await this.db.delete(smsVerifications).where(eq(smsVerifications.id, id));
      // The provider's reason goes to the operators, the user gets a sentence.
      this.reportFailure(error);
      throw badUserInput({ 'input.phone': [m.smsNotSent] });
    }
    return { phone, expiresAt };
  }

  /**
   * Checks `code` (six digits, already validated) against the user's pending code; right, text
   * notifications go on for that code's number. Wrong, expired, spent or none: the brief's
   * 'Please enter a valid code'.
   */
  async verifyTextCode(actor: Actor, code: string): Promise<void> {
    const userId = this.allowed(actor, m.notAllowed);
    const now = this.now();
    const invalid = () => badUserInput({ 'input.code': [m.invalidCode] });
    // The try is spent before the comparison, in one statement.
    const pending = await this.db
      .update(smsVerifications)
      .set({ attempts: sql`${smsVerifications.attempts} + 1` })
      .where(
        and(
          eq(smsVerifications.userId, userId),
          isNull(smsVerifications.usedAt),
          gt(smsVerifications.expiresAt, now),
          lt(smsVerifications.attempts, MAX_ATTEMPTS),
        ),
      )
      .returning({
        id: smsVerifications.id,
        phone: smsVerifications.phone,
        codeHash: smsVerifications.codeHash,
      });
    const match = pending.find((row) => sameHash(row.codeHash, codeHash(userId, row.phone, code)));
    if (!match) throw invalid();
    await this.db.transaction(async (tx) => {
      // Single use, also when the same right code arrives twice at once.
      const [spent] = await tx
        .update(smsVerifications)
        .set({ usedAt: now })
        .where(and(eq(smsVerifications.id, match.id), isNull(smsVerifications.usedAt)))
        .returning({ id: smsVerifications.id });
      if (!spent) throw invalid();
      await tx
        .update(users)
        .set({ sendTextNotification: true, textNotificationPhone: match.phone })
        .where(eq(users.id, userId));
    });
  }

  /** Off at once: the number is forgotten and any pending code stops working. */
  async disableText(actor: Actor): Promise<void> {
    const userId = this.allowed(actor, m.notAllowed);
    const now = this.now();
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ sendTextNotification: false, textNotificationPhone: null })
        .where(eq(users.id, userId));
      await tx
        .update(smsVerifications)
        .set({ usedAt: now })
        .where(and(eq(smsVerifications.userId, userId), isNull(smsVerifications.usedAt)));
    });
  }

  async updatePrivacy(actor: Actor, privacy: ProfilePrivacy): Promise<void> {
    const userId = this.allowed(actor, messages.profilePrivacy.notAllowed);
    await this.db.update(users).set({ privacy }).where(eq(users.id, userId));
  }
}

/** Deletes codes that expired more than a day ago; resolves to how many went. */
export async function purgeExpiredSmsCodes(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(smsVerifications)
    .where(lt(smsVerifications.expiresAt, new Date(now.getTime() - KEPT_AFTER_EXPIRY_MS)))
    .returning({ id: smsVerifications.id });
  return deleted.length;
}
