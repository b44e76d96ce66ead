/**
 * The employer's own company profile (`profile`, `edit-profile`): the active company team's
 * profile, read by any of its users and saved by its admins only (docs/security.md G6: the
 * team is always the caller's active one, which the request may only name among their own
 * memberships, so nobody reaches another company's profile here). The same save changes the
 * admin's sign-in email change: the address must be free, and the change waits for the new
 * address to confirm a mailed link, the old one being told (docs/security.md G12).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { teams, users } from '../../db/schema';
import { forbidden } from '../../platform/domain-error';
import { messages } from '../../../shared/messages';
import type { CompanyProfileValues } from '../../../shared/validation/company-profile';
import type { FileService } from '../files';
import { companyMembership, managesTeamAccount } from '../teams';
import { type Actor, type EmailChangeService, type Membership, normalizeEmail } from '../identity';
import type { OwnCompanyProfile } from './mappers';

const m = messages.companyProfile;

export type { OwnCompanyProfile } from './mappers';

export class CompanyProfileService {
  constructor(
    private readonly db: Database,
    private readonly files: FileService,
    private readonly emailChange: EmailChangeService,
  ) {}

  /** The active company team's profile, for any of its users. */
  async ownProfile(actor: Actor): Promise<OwnCompanyProfile> {
    const membership = companyMembership(actor);
    if (!membership) throw forbidden(m.companyOnly);
    return this.read(actor, membership);
  }

  /** Saves the form: the active company team's profile and the admin's own email. */
  async update(actor: Actor, values: CompanyProfileValues): Promise<OwnCompanyProfile> {
    const membership = companyMembership(actor);
    if (!membership || !managesTeamAccount(actor, membership)) throw forbidden(m.adminOnly);
    const teamId = membership.team.id;
    const current = await this.read(actor, membership);
    // The logo shown now may be sent back as it is; anything else is one of the caller's uploads.
    const logo =
      values.logo === current.avatar
        ? current.avatar
        : await this.files.ownedImageUrl(values.logo, actor.user.id, 'logo', 'input.logo');
    const email = normalizeEmail(values.email);
    const emailChanged = email !== current.email;

    const change = emailChanged ? email : null;
    await this.emailChange.saveWith(actor.user, change, 'employer', async (tx) => {
      await tx
        .update(teams)
        .set({
          company: values.company,
          avatar: logo,
          bio: values.bio,
          description: values.description,
          whatSetsApart: values.what_sets_apart,
          canUseLogo: values.can_use_logo ?? undefined,
          website: values.website ?? null,
          address1: values.address_1,
          address2: values.address_2 ?? null,
          city: values.city,
          state: values.state,
          zip: values.zip,
          country: values.country,
        })
        .where(eq(teams.id, teamId));
    });

    return this.read(actor, membership);
  }

  /** The team with its owner's badge, and the caller's email and waiting change. */
  private async read(actor: Actor, membership: Membership): Promise<OwnCompanyProfile> {
    const caller = actor.user;
    const [row] = await this.db
      .select({
        id: teams.id,
        company: teams.company,
        avatar: teams.avatar,
        bio: teams.bio,
        description: teams.description,
        whatSetsApart: teams.whatSetsApart,
        website: teams.website,
        canUseLogo: teams.canUseLogo,
        address1: teams.address1,
        address2: teams.address2,
        city: teams.city,
        state: teams.state,
        zip: teams.zip,
        country: teams.country,
        vetted: users.vetted,
      })
      .from(teams)
      .innerJoin(users, eq(users.id, teams.ownerId))
      .where(eq(teams.id, membership.team.id))
      .limit(1);
    // The membership was read in this request: only a deletion in between could lose it.
    if (!row) throw forbidden(m.companyOnly);
    return {
      ...row,
      email: caller.email,
      pendingEmail: await this.emailChange.pending(caller.id),
      canEdit: managesTeamAccount(actor, membership),
    };
  }
}
