/**
 * Accounts: registration, the three onboardings (complete-profile) and password change.
 * Input arrives already validated by the shared yup schemas; this service adds what
 * needs the database (email uniqueness, that taxonomy ids exist, that an image id is the
 * caller's upload of the right kind) and the permission checks (docs/security.md G6): each
 * onboarding is for its own kind of account, and an organisation's profile is edited only
 * by an admin of the active team, since the profile belongs to the team.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  industries,
  jobLevels,
  positions,
  services,
  teamIndustries,
  teams,
  teamServices,
  teamUsers,
  userIndustries,
  userPositions,
  users,
} from '../../db/schema';
import type { FileService, UploadKind } from '../files';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../platform/passwords';
import type { SettingsService } from '../../platform/settings';
import { managesTeamAccount, ownsTeam } from '../teams';
import {
  type Actor,
  type AuthService,
  type Membership,
  normalizeEmail,
  type Session,
  type UserProfile,
} from '../identity';
import { messages } from '../../../shared/messages';
import type { TeamType, UserType } from '../../../shared/users';
import type {
  AgencyOnboardingValues,
  CandidateOnboardingValues,
  EmployerOnboardingValues,
} from '../../../shared/validation/onboarding';
import type { ChangePasswordValues } from '../../../shared/validation/passwords';
import type {
  AgencyRegisterValues,
  CandidatePersonalValues,
  EmployerPersonalValues,
  RegisterLoginValues,
} from '../../../shared/validation/registration';
import { badUserInput, forbidden, unauthenticated } from '../../platform/domain-error';

/** What `register` receives per account type, after validation. */
/** Social sign-ups of candidates and employers come without a password (`password` absent). */
type PasswordOptional<T extends RegisterLoginValues> = Omit<T, 'password'> & { password?: string };

export type RegistrationInput =
  | { type: 'FREELANCER'; values: PasswordOptional<RegisterLoginValues & CandidatePersonalValues> }
  | { type: 'COMPANY'; values: PasswordOptional<RegisterLoginValues & EmployerPersonalValues> }
  | { type: 'AGENCY'; values: AgencyRegisterValues };

export interface RegistrationOptions {
  /**
   * Runs inside the registration's transaction once the user exists (social sign-up links its
   * identity there); a throw rolls the registration back.
   */
  onCreated?: (tx: Database, userId: number) => Promise<void>;
}

export interface Registered {
  userId: number;
  type: UserType;
  teamType: TeamType | null;
  /** The new session's raw token, returned to the client once. */
  accessToken: string;
}

/** FORBIDDEN answers: what the caller may not do, without saying more about other accounts. */
export const FORBIDDEN_MESSAGES = {
  candidateOnly: 'Only candidates can complete a candidate profile.',
  employerAdminOnly: "Only an admin of the employer's team can complete its profile.",
  agencyOwnerOnly: "Only the agency's owner can complete its profile.",
} as const;

export class AccountsService {
  constructor(
    private readonly db: Database,
    private readonly auth: AuthService,
    private readonly files: FileService,
    private readonly settings: SettingsService,
  ) {}

  /** Whether an account already uses this email (any type: emails are unique across types). */
  async emailTaken(email: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, normalizeEmail(email)))
      .limit(1);
    return row !== undefined;
  }

  /**
   * Creates the account, the team an employer or agency owns (as its admin, able to post
   * jobs), attaches the chosen interest, and signs the new user in. New accounts wait for
   * approval (INACTIVE) unless the `autoApproveAccounts` setting is on.
   */
  async register(
    { type, values }: RegistrationInput,
    options: RegistrationOptions = {},
  ): Promise<Registered> {
    if (await this.emailTaken(values.email)) throw emailTaken();
    const industryId = 'industry' in values ? Number(values.industry) : null;
    if (industryId !== null) await this.requireExisting('industry', industries, [industryId]);

    // No password: the account signs in through its linked social identity only.
    const passwordHash = values.password === undefined ? null : await hashPassword(values.password);
    const status = (await this.settings.get('autoApproveAccounts')) ? 'ACTIVE' : 'INACTIVE';
    const teamType: TeamType | null = type === 'FREELANCER' ? null : type;

    const userId = await this.db.transaction(async (tx) => {
      // The unique email index settles a race between two registrations of one email.
      const [user] = await tx
        .insert(users)
        .values({
          email: normalizeEmail(values.email),
          passwordHash,
          type,
          status,
          firstName: values.first_name,
          lastName: values.last_name,
          pronouns: type === 'FREELANCER' ? (values.pronouns ?? null) : null,
          company: values.company ?? null,
          agencyName: type === 'AGENCY' ? values.company : null,
          position: values.position ?? null,
          phone: values.phone ?? null,
          address1: values.address_1,
          address2: values.address_2 ?? null,
          city: values.city,
          state: values.state,
          zip: values.zip,
          country: values.country,
        })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (!user) throw emailTaken();

      if (teamType) {
        const [team] = await tx
          .insert(teams)
          .values({
            type: teamType,
            ownerId: user.id,
            company: values.company ?? '',
            // The owner's address is where the company's profile starts.
            address1: values.address_1,
            address2: values.address_2 ?? null,
            city: values.city,
            state: values.state,
            zip: values.zip,
            country: values.country,
          })
          .returning({ id: teams.id });
        if (!team) throw new Error('team not inserted');
        await tx
          .insert(teamUsers)
          .values({ teamId: team.id, userId: user.id, role: 'admin', canPostJobs: true });
      }
      if (industryId !== null) {
        await tx.insert(userIndustries).values({ userId: user.id, industryId });
      }
      await options.onCreated?.(tx, user.id);
      return user.id;
    });

    return { userId, type, teamType, accessToken: await this.auth.issueToken(userId) };
  }

  /** The candidate's onboarding: photo, bio, work preferences, role levels, positions, languages. */
  async completeCandidateProfile(userId: number, values: CandidateOnboardingValues): Promise<void> {
    const { user } = await this.profileOf(userId);
    if (user.type !== 'FREELANCER') throw forbidden(FORBIDDEN_MESSAGES.candidateOnly);
    const photo = await this.ownedImage(userId, values.avatar, 'avatar');
    const positionIds = values.positions.map(Number);
    await this.requireExistingJobLevels(values.looking_for);
    await this.requireExisting('positions', positions, positionIds);

    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          avatar: photo,
          bio: values.bio,
          workLocation: values.location,
          payrollStatus: values.payroll_status,
          rightToWork: values.right_to_work,
          startDate: values.start_date,
          noticePeriod: values.notice_period,
          noticePeriodUnit: values.notice_period_unit,
          hearUs: values.hear_us,
          // The schema strips the detail unless the source asks for one.
          hearUsAdditional: values.hear_us_additional ?? null,
          ethnicity: values.ethnicity ?? null,
          referee1: values.referee_1 ?? null,
          referee2: values.referee_2 ?? null,
          lookingFor: unique(values.looking_for),
          languages: unique(values.languages),
        })
        .where(eq(users.id, userId));
      await tx.delete(userPositions).where(eq(userPositions.userId, userId));
      if (positionIds.length > 0) {
        await tx
          .insert(userPositions)
          .values(unique(positionIds).map((positionId) => ({ userId, positionId })));
      }
    });
  }

  /** The employer's onboarding: the active company team's logo, bio, description and consent. */
  async completeEmployerProfile(actor: Actor, values: EmployerOnboardingValues): Promise<void> {
    const team = adminTeam(actor, 'COMPANY', FORBIDDEN_MESSAGES.employerAdminOnly);
    const logo = await this.ownedImage(actor.user.id, values.logo, 'logo');
    await this.db
      .update(teams)
      .set({
        avatar: logo,
        bio: values.bio,
        description: values.description,
        whatSetsApart: values.what_sets_apart,
        canUseLogo: values.can_use_logo,
      })
      .where(eq(teams.id, team.team.id));
  }

  /** The agency's onboarding: name, logo, locations, phones, bio, services and categories. */
  async completeAgencyProfile(actor: Actor, values: AgencyOnboardingValues): Promise<void> {
    const team = adminTeam(actor, 'AGENCY', FORBIDDEN_MESSAGES.agencyOwnerOnly);
    const logo = await this.ownedImage(actor.user.id, values.logo, 'logo');
    const serviceIds = unique(values.services.map(Number));
    const industryIds = unique(values.industries.map(Number));
    await this.requireExisting('services', services, serviceIds);
    await this.requireExisting('industries', industries, industryIds);

    const teamId = team.team.id;
    await this.db.transaction(async (tx) => {
      await tx
        .update(teams)
        .set({
          company: values.agency_name,
          avatar: logo,
          locations: values.agency_location,
          phones: unique(values.agency_phone),
          bio: values.bio,
        })
        .where(eq(teams.id, teamId));
      await tx.delete(teamServices).where(eq(teamServices.teamId, teamId));
      await tx.insert(teamServices).values(serviceIds.map((serviceId) => ({ teamId, serviceId })));
      await tx.delete(teamIndustries).where(eq(teamIndustries.teamId, teamId));
      await tx
        .insert(teamIndustries)
        .values(industryIds.map((industryId) => ({ teamId, industryId })));
    });
  }

  /**
   * Checks the current password, stores the new one and ends every other session of the
   * user (docs/security.md G5); the session that made the change stays signed in.
   */
  async changePassword(session: Session, values: ChangePasswordValues): Promise<void> {
    const { user } = await this.profileOf(session.userId);
    // Always run the KDF, so an account without a password answers like a wrong one.
    const storedHash = user.passwordHash ?? (await decoyPasswordHash());
    const matches = await verifyPassword(storedHash, values.current_password);
    if (!user.passwordHash || !matches) {
      throw badUserInput({
        'input.current_password': [messages.passwords.currentPasswordWrong],
      });
    }
    await this.db
      .update(users)
      .set({ passwordHash: await hashPassword(values.password) })
      .where(eq(users.id, user.id));
    await this.auth.revokeOtherTokens(user.id, session.tokenId);
  }

  private async profileOf(userId: number): Promise<UserProfile> {
    const profile = await this.auth.profile(userId);
    // A session whose user was deleted is as good as no session.
    if (!profile) throw unauthenticated();
    return profile;
  }

  /** The served path of an uploaded image, if it is the caller's and of `kind`. */
  private ownedImage(userId: number, id: string, kind: UploadKind): Promise<string> {
    return this.files.ownedImageUrl(
      id,
      userId,
      kind,
      `input.${kind === 'avatar' ? 'avatar' : 'logo'}`,
    );
  }

  private async requireExisting(
    field: string,
    table: typeof industries | typeof positions | typeof services,
    ids: readonly number[],
  ): Promise<void> {
    if (ids.length === 0) return;
    const found = await this.db
      .select({ id: table.id })
      .from(table)
      .where(inArray(table.id, [...ids]));
    if (found.length < new Set(ids).size) {
      const message =
        field === 'industry'
          ? messages.registration.industryRequired
          : messages.common.invalidSelection;
      throw badUserInput({ [`input.${field}`]: [message] });
    }
  }

  private async requireExistingJobLevels(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    const found = await this.db
      .select({ key: jobLevels.key })
      .from(jobLevels)
      .where(inArray(jobLevels.key, [...keys]));
    if (found.length < new Set(keys).size) {
      throw badUserInput({ 'input.looking_for': [messages.common.invalidSelection] });
    }
  }
}

function emailTaken() {
  return badUserInput(
    { 'input.email': [messages.registration.emailTaken] },
    messages.registration.emailTaken,
  );
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/**
 * The active team if it is of `type` and the caller may complete its profile, else FORBIDDEN:
 * of a company, one of its admins; of an agency, its owner only (the brief's agency profile
 * pages are "AGENCY only": a GUEST admin is refused, as manage-team refuses them). An account
 * awaiting approval completes its profile too; a deactivated admin member does not
 * (managesTeamAccount, teams/team-rules.ts).
 */
function adminTeam(actor: Actor, type: TeamType, message: string): Membership {
  const { user, activeTeam } = actor;
  const allowed =
    (user.type === type || user.type === 'GUEST') &&
    activeTeam?.team.type === type &&
    (type === 'AGENCY' ? ownsTeam(actor, activeTeam) : managesTeamAccount(actor, activeTeam));
  if (!allowed || !activeTeam) throw forbidden(message);
  return activeTeam;
}
