/**
 * Invitations to join a team (brief: invitations, team registration, accept-invite), with
 * every permission rule (docs/security.md G6):
 * - whoever manages the team invites, lists, resends and cancels: manage-team's rule
 *   (teams/team-rules.ts, managedTeamOf): an ACTIVE admin of a company, the owner of an agency
 *   (a GUEST admin of an agency, or a deactivated admin, is refused as manage-team refuses);
 *   an invitation of a team the caller is not in (on the side they act for) is NOT_FOUND, one
 *   of a team they do not manage is FORBIDDEN;
 * - whoever holds a link's token sees what it is (no sign-in), and with it a new person
 *   registers as a GUEST member, or the signed-in account it was sent to joins.
 *
 * Tokens are server secrets (platform/secret-tokens.ts): only their SHA-256 is stored, a
 * resend replaces it, and using one is a conditional update on `pending`, so of two
 * concurrent acceptances only one wins. Rows are kept when cancelled or used, so an old
 * link says what became of it.
 */
import { and, desc, eq, exists, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invitations, teams, teamUsers, users } from '../../db/schema';
import { badUserInput, forbidden, notFound, type DomainError } from '../../platform/domain-error';
import type { BackgroundTasks } from '../../platform/background-tasks';
import type { Mailer } from '../../platform/mail/mailer';
import { hashPassword } from '../../platform/passwords';
import { hashToken, isSecretToken, newSecretToken } from '../../platform/secret-tokens';
import { messages } from '../../../shared/messages';
import { invitationDeepLink, invitationPath } from '../../../shared/deep-links';
import { INVITATION_LIFETIME_DAYS } from '../../../shared/invitations';
import type { TeamType, UserType } from '../../../shared/users';
import type {
  InvitationValues,
  TeamMemberProfileValues,
  TeamMemberRegistrationValues,
} from '../../../shared/validation/invitations';
import type { FileService } from '../files';
import { managedTeamOf, membershipOf } from '../teams';
import {
  type Actor,
  type AuthService,
  type Membership,
  normalizeEmail,
  type TeamRow,
} from '../identity';
import { invitationEmail } from './invitation-email';
import type { InvitationLinkView, InvitationRow, InvitationState } from './mappers';

export type { InvitationLinkView, InvitationRow, InvitationState } from './mappers';

/** A new member signed in, as `register` answers it. */
export interface RegisteredMember {
  userId: number;
  type: UserType;
  teamType: TeamType;
  accessToken: string;
}

/** How invitation mail goes out: after the answer, through the app's mailer. */
export interface InvitationDelivery {
  mailer: Mailer;
  /** The origin the UI is served from (no trailing slash). */
  publicUrl: () => string;
  tasks: BackgroundTasks;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const m = messages.invitations;

export class InvitationService {
  constructor(
    private readonly db: Database,
    private readonly auth: AuthService,
    private readonly files: FileService,
    private readonly delivery: InvitationDelivery,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Invites someone to the active team and mails them the link. Refused, on `input.email`:
   * a member of the team already, a pending invitation already (the partial unique index
   * settles a race), a candidate's email, an account of the other kind of organisation.
   */
  async create(actor: Actor, values: InvitationValues): Promise<InvitationRow> {
    requireApproved(actor);
    const { team } = adminMembership(actor);
    const email = normalizeEmail(values.email);

    const [account] = await this.db
      .select({
        type: users.type,
        member: sql<boolean>`${exists(
          this.db
            .select({ one: sql`1` })
            .from(teamUsers)
            .where(and(eq(teamUsers.teamId, team.id), eq(teamUsers.userId, users.id))),
        )}`,
      })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    if (account) {
      const refusal = account.member ? m.alreadyMember : joinRefusal(account.type, team.type);
      if (refusal) throw emailRefused(refusal);
    }

    const token = newSecretToken();
    const [row] = await this.db
      .insert(invitations)
      .values({
        teamId: team.id,
        email,
        firstName: values.first_name,
        lastName: values.last_name,
        tokenHash: hashToken(token),
        expiresAt: this.expiryFromNow(),
        invitedBy: actor.user.id,
      })
      // One pending invitation per person and team (invitations_team_email_pending_unique).
      .onConflictDoNothing()
      .returning();
    if (!row) throw emailRefused(m.alreadyInvited);
    this.mail(row, token, team, actor);
    return row;
  }

  /**
   * The pending invitations of the active team, or of `teamId` when the caller is one of its
   * admins, newest first. Lapsed ones stay listed (their expiry shows) so they can be resent.
   */
  async listPending(actor: Actor, teamId?: number): Promise<InvitationRow[]> {
    const { team } = adminMembership(actor, teamId);
    return this.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.teamId, team.id), eq(invitations.status, 'pending')))
      .orderBy(desc(invitations.createdAt), desc(invitations.id));
  }

  /** A new token (the old link stops working) and a new expiry, mailed again. Pending only. */
  async resend(actor: Actor, id: number): Promise<InvitationRow> {
    requireApproved(actor);
    const { invitation, membership } = await this.manageable(actor, id);
    if (invitation.status !== 'pending') throw stateRefusal(stateOf(invitation, this.now()));

    const token = newSecretToken();
    const [row] = await this.db
      .update(invitations)
      .set({ tokenHash: hashToken(token), expiresAt: this.expiryFromNow(), updatedAt: this.now() })
      .where(and(eq(invitations.id, id), eq(invitations.status, 'pending')))
      .returning();
    if (!row) throw await this.refusalNow(this.db, id);
    this.mail(row, token, membership.team, actor);
    return row;
  }

  /** Cancels a pending invitation (its link then says so); cancelling twice is no error. */
  async cancel(actor: Actor, id: number): Promise<void> {
    const { invitation } = await this.manageable(actor, id);
    if (invitation.status === 'cancelled') return;
    if (invitation.status === 'accepted') throw forbidden(m.used);
    const cancelled = await this.db
      .update(invitations)
      .set({ status: 'cancelled', updatedAt: this.now() })
      .where(and(eq(invitations.id, id), eq(invitations.status, 'pending')))
      .returning({ id: invitations.id });
    // Accepted in between: too late to cancel.
    if (cancelled.length === 0) throw forbidden(m.used);
  }

  /** What a link's token opens to; NOT_FOUND for an unknown or garbled token. */
  async link(token: string): Promise<InvitationLinkView> {
    const found = await this.findByToken(token);
    if (!found) throw notFound(m.notFound);
    return found;
  }

  /**
   * A new person accepts: in one transaction the invitation is used (only if still pending
   * and live), the GUEST account is created (ACTIVE, the team vouches for them; the email
   * verified, the link having proved the mailbox) and joins the team as a member who cannot
   * post. Then it is signed in, as `register` does.
   */
  async registerMember(values: TeamMemberRegistrationValues): Promise<RegisteredMember> {
    const found = await this.link(values.token);
    if (found.state !== 'VALID') throw stateRefusal(found.state);
    if (found.accountExists) throw forbidden(m.signInToAccept);

    // Hashed before the transaction: argon2 is slow on purpose, and no lock should wait on it.
    const passwordHash = await hashPassword(values.password);
    const now = this.now();
    const { invitation, team } = found;
    const userId = await this.db.transaction(async (tx) => {
      if (!(await this.claim(tx, invitation.id, now)))
        throw await this.refusalNow(tx, invitation.id);
      const [user] = await tx
        .insert(users)
        .values({
          email: invitation.email,
          passwordHash,
          type: 'GUEST',
          status: 'ACTIVE',
          emailVerifiedAt: now,
          firstName: values.first_name,
          lastName: values.last_name,
          position: values.position,
          phone: values.phone ?? null,
          address1: values.address_1,
          address2: values.address_2 ?? null,
          city: values.city,
          state: values.state,
          zip: values.zip,
          country: values.country,
        })
        // An account made with this email since the check: it signs in and accepts instead.
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (!user) throw forbidden(m.signInToAccept);
      await tx
        .insert(teamUsers)
        .values({ teamId: team.id, userId: user.id, role: 'member', canPostJobs: false });
      await tx
        .update(invitations)
        .set({ acceptedBy: user.id })
        .where(eq(invitations.id, invitation.id));
      return user.id;
    });
    return {
      userId,
      type: 'GUEST',
      teamType: team.type,
      accessToken: await this.auth.issueToken(userId),
    };
  }

  /** The invited member's step 3: their own photo (an upload of kind avatar) and bio. */
  async completeMemberProfile(actor: Actor, values: TeamMemberProfileValues): Promise<void> {
    if (actor.user.type !== 'GUEST') throw forbidden(messages.teamRegistration.guestOnly);
    const avatar = await this.files.ownedImageUrl(
      values.avatar,
      actor.user.id,
      'avatar',
      'input.avatar',
    );
    await this.db.update(users).set({ avatar, bio: values.bio }).where(eq(users.id, actor.user.id));
  }

  /**
   * The signed-in account the invitation was sent to joins the team as a member who cannot
   * post (an extra team): a GUEST, or an account of the team's own type.
   */
  async accept(actor: Actor, token: string): Promise<Membership> {
    const { state, invitation, team } = await this.link(token);
    if (state !== 'VALID') throw stateRefusal(state);
    if (normalizeEmail(actor.user.email) !== invitation.email) throw forbidden(m.wrongAccount);
    const refusal = joinRefusal(actor.user.type, team.type);
    if (refusal) throw forbidden(refusal);
    if (actor.memberships.some((membership) => membership.team.id === team.id)) {
      throw forbidden(m.alreadyMember);
    }

    const now = this.now();
    const teamUser = await this.db.transaction(async (tx) => {
      if (!(await this.claim(tx, invitation.id, now)))
        throw await this.refusalNow(tx, invitation.id);
      const [joined] = await tx
        .insert(teamUsers)
        .values({ teamId: team.id, userId: actor.user.id, role: 'member', canPostJobs: false })
        .onConflictDoNothing()
        .returning();
      if (!joined) throw forbidden(m.alreadyMember);
      await tx
        .update(invitations)
        .set({ acceptedBy: actor.user.id })
        .where(eq(invitations.id, invitation.id));
      return joined;
    });
    return { teamUser, team };
  }

  /** The invitation, its team and whether its email has an account, in one statement. */
  private async findByToken(token: string): Promise<InvitationLinkView | null> {
    // Anything not shaped like a token the server minted needs no lookup to refuse.
    if (!isSecretToken(token)) return null;
    const [row] = await this.db
      .select({
        invitation: invitations,
        team: teams,
        accountExists: sql<boolean>`${exists(
          this.db
            .select({ one: sql`1` })
            .from(users)
            .where(eq(users.email, invitations.email)),
        )}`,
      })
      .from(invitations)
      .innerJoin(teams, eq(teams.id, invitations.teamId))
      .where(eq(invitations.tokenHash, hashToken(token)))
      .limit(1);
    return row ? { ...row, state: stateOf(row.invitation, this.now()) } : null;
  }

  /**
   * Marks the invitation used if it is still pending and live: the conditional update is what
   * makes a token single-use (of two concurrent acceptances, only one finds it pending).
   */
  private async claim(tx: Database, id: number, now: Date): Promise<boolean> {
    const claimed = await tx
      .update(invitations)
      .set({ status: 'accepted', acceptedAt: now, updatedAt: now })
      .where(
        and(
          eq(invitations.id, id),
          eq(invitations.status, 'pending'),
          gt(invitations.expiresAt, now),
        ),
      )
      .returning({ id: invitations.id });
    return claimed.length > 0;
  }

  /** Why an invitation that changed under us can no longer be used or resent. */
  private async refusalNow(db: Database, id: number): Promise<DomainError> {
    const [row] = await db.select().from(invitations).where(eq(invitations.id, id)).limit(1);
    return row ? stateRefusal(stateOf(row, this.now())) : notFound(m.notFound);
  }

  /**
   * An invitation the caller may resend or cancel: one of a team they admin. Another team's
   * is NOT_FOUND (its existence is not theirs to learn); their own team's, as a member, FORBIDDEN.
   */
  private async manageable(
    actor: Actor,
    id: number,
  ): Promise<{ invitation: InvitationRow; membership: Membership }> {
    const [invitation] = await this.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, id))
      .limit(1);
    if (!invitation || !membershipOf(actor, invitation.teamId)) {
      throw notFound(m.invitationNotFound);
    }
    return { invitation, membership: adminMembership(actor, invitation.teamId) };
  }

  private expiryFromNow(): Date {
    return new Date(this.now().getTime() + INVITATION_LIFETIME_DAYS * DAY_MS);
  }

  /** Mails the link after the answer; a failure is reported, and the admin can resend. */
  private mail(invitation: InvitationRow, token: string, team: TeamRow, inviter: Actor): void {
    const { mailer, publicUrl, tasks } = this.delivery;
    const message = invitationEmail({
      to: invitation.email,
      firstName: invitation.firstName,
      teamName: team.company,
      inviterName: `${inviter.user.firstName} ${inviter.user.lastName}`,
      webUrl: `${publicUrl()}${invitationPath(token)}`,
      desktopUrl: invitationDeepLink(token),
      expiresAt: invitation.expiresAt,
    });
    tasks.run(() => mailer.send(message));
  }
}

export function stateOf(invitation: InvitationRow, now: Date): InvitationState {
  if (invitation.status === 'cancelled') return 'CANCELLED';
  if (invitation.status === 'accepted') return 'USED';
  return invitation.expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : 'VALID';
}

/** The team the caller manages (manage-team's rule): the active one, or `teamId`; else FORBIDDEN. */
function adminMembership(actor: Actor, teamId?: number): Membership {
  const membership = managedTeamOf(actor, teamId);
  if (!membership) throw forbidden(messages.teams.notTeamAdmin);
  return membership;
}

/** Invitations mail people: an account awaiting approval sends none (it would vouch for them). */
function requireApproved(actor: Actor): void {
  if (actor.user.status !== 'ACTIVE') throw forbidden(m.inviterInactive);
}

/** Why an account of `type` cannot join a team of `teamType`, or null when it can. */
function joinRefusal(type: UserType, teamType: TeamType): string | null {
  if (type === 'FREELANCER') return m.notGuestable;
  if (type !== 'GUEST' && type !== teamType) return m.otherOrganisation;
  return null;
}

/** A refusal of the invited email: on the form's email field. */
function emailRefused(message: string): DomainError {
  return badUserInput({ 'input.email': [message] }, message);
}

/** An invitation that can no longer be used: FORBIDDEN with what became of it. */
function stateRefusal(state: InvitationState): DomainError {
  switch (state) {
    case 'EXPIRED':
      return forbidden(m.expired);
    case 'CANCELLED':
      return forbidden(m.cancelled);
    case 'USED':
      return forbidden(m.used);
    case 'VALID':
      throw new Error('A valid invitation is not refused.');
  }
}
