/**
 * The agency's own profile and account (`profile`, `edit-profile`, `account-information`,
 * `edit-account-information`, `personal-information`). The profile belongs to the active agency
 * team: read by any of its users (its AGENCY owner and GUEST members), changed by its owner
 * only (the brief: edit-profile, edit-account-information and personal-information "allow only
 * AGENCY"). The team is always the caller's active one, which the request may only name among
 * their own memberships (docs/security.md G6), so nobody reaches another agency here.
 * The account form asks for the owner's sign-in email change as the employer's edit-profile
 * does: the address must be free, and the change waits for the new address to confirm a mailed
 * link, the old one being told (docs/security.md G12).
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { industries, services, teamIndustries, teamServices, teams, users } from '../../db/schema';
import { badUserInput, forbidden } from '../../platform/domain-error';
import { messages } from '../../../shared/messages';
import type {
  AgencyAccountValues,
  AgencyPersonalInformationValues,
  AgencyProfileValues,
} from '../../../shared/validation/agency-profile';
import type { FileService } from '../files';
import { type Actor, type EmailChangeService, type Membership, normalizeEmail } from '../identity';
import { readAgencyLists } from './agency-lists';
import type { OwnAgencyProfile } from './mappers';

const m = messages.agencyProfile;

/** A team's typical project budget as the API answers it, or null when it gave none. */
export function agencyBudgetOf(team: {
  budgetCurrency: string | null;
  budgetMin: number | null;
  budgetMax: number | null;
}): { currency: string; min: number; max: number } | null {
  const { budgetCurrency: currency, budgetMin: min, budgetMax: max } = team;
  return currency !== null && min !== null && max !== null ? { currency, min, max } : null;
}

export type { OwnAgencyProfile } from './mappers';

/** The caller's active membership when it is an agency team's. */
function agencyMembership(actor: Actor): Membership | null {
  const membership = actor.activeTeam;
  return membership?.team.type === 'AGENCY' ? membership : null;
}

/** The agency's owner: the AGENCY account that registered the team (its admin). */
function isOwner(actor: Actor, membership: Membership): boolean {
  return actor.user.type === 'AGENCY' && membership.team.ownerId === actor.user.id;
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

export class AgencyProfileService {
  constructor(
    private readonly db: Database,
    private readonly files: FileService,
    private readonly emailChange: EmailChangeService,
  ) {}

  /** The active agency team's profile, for any of its users. */
  async ownProfile(actor: Actor): Promise<OwnAgencyProfile> {
    const membership = agencyMembership(actor);
    if (!membership) throw forbidden(m.agencyOnly);
    return this.read(actor, membership);
  }

  /**
   * Edit-profile: name, bio, services, category experience, locations, phones, website, the
   * contact email and the typical project budget.
   */
  async updateProfile(actor: Actor, values: AgencyProfileValues): Promise<OwnAgencyProfile> {
    const membership = this.ownedAgency(actor);
    const teamId = membership.team.id;
    const serviceIds = unique(values.services.map(Number));
    const industryIds = unique(values.industries.map(Number));
    await this.requireExisting('services', services, serviceIds);
    await this.requireExisting('industries', industries, industryIds);

    await this.db.transaction(async (tx) => {
      await tx
        .update(teams)
        .set({
          company: values.agency_name,
          bio: values.bio,
          locations: unique(values.agency_location),
          phones: unique(values.agency_phone),
          website: values.website ?? null,
          contactEmail: values.contact_email ?? null,
          // Both ends or neither (the schema's rule): no currency without a range.
          ...(typeof values.budget_min === 'number' && typeof values.budget_max === 'number'
            ? {
                budgetCurrency: values.budget_currency,
                budgetMin: values.budget_min,
                budgetMax: values.budget_max,
              }
            : { budgetCurrency: null, budgetMin: null, budgetMax: null }),
          updatedAt: new Date(),
        })
        .where(eq(teams.id, teamId));
      // The owner's copy of the name (registration's `agency_name`) follows the team's.
      await tx
        .update(users)
        .set({ agencyName: values.agency_name })
        .where(eq(users.id, actor.user.id));
      await tx.delete(teamServices).where(eq(teamServices.teamId, teamId));
      await tx.insert(teamServices).values(serviceIds.map((serviceId) => ({ teamId, serviceId })));
      await tx.delete(teamIndustries).where(eq(teamIndustries.teamId, teamId));
      await tx
        .insert(teamIndustries)
        .values(industryIds.map((industryId) => ({ teamId, industryId })));
    });
    return this.read(actor, membership);
  }

  /** Edit-account-information: the profile image, bio, address and the owner's sign-in email. */
  async updateAccount(actor: Actor, values: AgencyAccountValues): Promise<OwnAgencyProfile> {
    const membership = this.ownedAgency(actor);
    const current = membership.team.avatar;
    // The logo shown now may be sent back as it is; anything else is one of the owner's uploads.
    const logo =
      current !== null && values.logo === current
        ? current
        : await this.files.ownedImageUrl(values.logo, actor.user.id, 'logo', 'input.logo');
    const email = normalizeEmail(values.email);
    const change = email !== actor.user.email ? email : null;
    await this.emailChange.saveWith(actor.user, change, 'agency', async (tx) => {
      await tx
        .update(teams)
        .set({
          avatar: logo,
          bio: values.bio,
          address1: values.address_1,
          address2: values.address_2 ?? null,
          city: values.city,
          state: values.state,
          zip: values.zip,
          country: values.country,
          updatedAt: new Date(),
        })
        .where(eq(teams.id, membership.team.id));
    });

    return this.read(actor, membership);
  }

  /** The owner's own details (first and last name, job title, phone, address). */
  async updatePersonalInformation(
    actor: Actor,
    values: AgencyPersonalInformationValues,
  ): Promise<void> {
    this.ownedAgency(actor);
    await this.db
      .update(users)
      .set({
        firstName: values.first_name,
        lastName: values.last_name,
        position: values.position,
        phone: values.phone,
        address1: values.address_1,
        address2: values.address_2 ?? null,
        city: values.city,
        state: values.state,
        zip: values.zip,
        country: values.country,
        updatedAt: new Date(),
      })
      .where(eq(users.id, actor.user.id));
  }

  /** The active agency team, when the caller is its owner; FORBIDDEN for anyone else. */
  private ownedAgency(actor: Actor): Membership {
    const membership = agencyMembership(actor);
    if (!membership || !isOwner(actor, membership)) throw forbidden(m.ownerOnly);
    return membership;
  }

  /** Ids the form sent that name no row: the field's own message. */
  private async requireExisting(
    field: 'services' | 'industries',
    table: typeof services | typeof industries,
    ids: readonly number[],
  ): Promise<void> {
    const found = await this.db
      .select({ id: table.id })
      .from(table)
      .where(inArray(table.id, [...ids]));
    if (found.length < ids.length) {
      throw badUserInput({ [`input.${field}`]: [messages.common.invalidSelection] });
    }
  }

  /** Three statements whatever the lists' lengths: the team with its owner's badge, and its lists. */
  private async read(actor: Actor, membership: Membership): Promise<OwnAgencyProfile> {
    const teamId = membership.team.id;
    const [[found], lists] = await Promise.all([
      this.db
        .select({
          team: teams,
          vetted: users.vetted,
          ownerAddress: {
            address1: users.address1,
            address2: users.address2,
            city: users.city,
            state: users.state,
            zip: users.zip,
            country: users.country,
          },
        })
        .from(teams)
        .innerJoin(users, eq(users.id, teams.ownerId))
        .where(eq(teams.id, teamId))
        .limit(1),
      readAgencyLists(this.db, teamId),
    ]);
    // The membership was read in this request: only a deletion in between could lose it.
    if (!found) throw forbidden(m.agencyOnly);
    const owner = isOwner(actor, membership);
    const { ownerAddress, ...row } = found;
    // A team registered before its address was kept (as the demo's) starts from its owner's,
    // as registration starts a new team's.
    const team = row.team.address1 === null ? { ...row.team, ...ownerAddress } : row.team;
    return {
      ...row,
      team,
      ...lists,
      email: owner ? actor.user.email : null,
      pendingEmail: owner ? await this.emailChange.pending(actor.user.id) : null,
      canEdit: owner,
    };
  }
}
