/**
 * The demo data's orchestrator: the marks that say a database holds it, and seedDemo, which
 * runs each domain's demo seed (`modules/<name>/demo-seed.ts`) in order in one transaction, and
 * settles a folder unpacked from the demo snapshot. The accounts who applied are put together
 * here, from the accounts, applications and agency seeds. Embedded and web demo data only.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Group, TeamType } from '../../shared/users';
import type { Database } from '../db/database';
import {
  applications,
  caseStudies,
  creditEntries,
  files,
  invitations,
  invoices,
  opportunities,
  payments,
  settings,
  teamIndustries,
  teamServices,
  teamUsers,
  teams,
  userIndustries,
  userPositions,
  users,
} from '../db/schema';
import type { FileStore } from '../platform/files/file-store';
import type { DemoDrawing } from '../platform/demo-seed-kit';
import { packingStore, packSnapshotFiles, unpackSnapshotFiles } from './demo-snapshot-files';
import { pngOf } from '../platform/png';
import {
  DEMO_ACCOUNT_PROFILES,
  DEMO_ACCOUNTS,
  DEMO_AGENCY_MEMBER,
  DEMO_SECOND_COMPANY,
  DEMO_TEAM_MEMBER,
  demoUser,
  type DemoLinks,
} from '../modules/accounts/demo-seed';
import { DEMO_AGENCY_EMAILS, seedDemoAgencies } from '../modules/agency-profile/demo-seed';
import {
  DEMO_AGENCY_KEY,
  DEMO_APPLICANTS,
  DEMO_CANDIDATE_KEY,
  insertApplications,
} from '../modules/applications/demo-seed';
import { insertCandidateProfile } from '../modules/candidates/demo-seed';
import { seedDemoCaseStudies } from '../modules/case-studies/demo-seed';
import { seedCommunityContent, settleCommunityContent } from '../modules/content/demo-seed';
import { inviteDemoColleague } from '../modules/invitations/demo-seed';
import {
  DEMO_POSTS,
  insertPosts,
  postDates,
  type SeededPost,
} from '../modules/opportunities/demo-seed';
import { payForPosts } from '../modules/payments/demo-seed';
import {
  demoLogoPng,
  insertTeamLogos,
  joinDemoMembers,
  ownedTeamId,
  type DemoMembership,
} from '../modules/teams/demo-seed';
import { INDUSTRY } from '../modules/taxonomies';

export {
  DEMO_ACCOUNTS,
  DEMO_AGENCY_MEMBER,
  DEMO_PASSWORD,
  DEMO_PASSWORD_HASH,
  DEMO_SECOND_COMPANY,
  DEMO_TEAM_MEMBER,
} from '../modules/accounts/demo-seed';
export {
  DEMO_CANDIDATE_AVATAR,
  DEMO_CANDIDATE_PROFILE,
  demoAvatarPng,
} from '../modules/candidates/demo-seed';
export { DEMO_INVITATION } from '../modules/invitations/demo-seed';
export { demoLogoPng } from '../modules/teams/demo-seed';

/** The settings row that says a database holds demo data (accounts with public passwords). */
export const DEMO_DATA_MARK = 'demoData';

/**
 * The settings row that says the demo content (posts, applicants, their files) was seeded:
 * added once, with the mark, so a folder seeded before the content existed gets it at its
 * next start, and a post or application deleted in the demo stays deleted.
 */
export const DEMO_CONTENT_MARK = 'demoContent';

/**
 * The settings row of a database unpacked from the demo snapshot (build-snapshot.ts): the
 * moment its demo content was seeded. The first start moves the content's dates by the time
 * since and writes its files, then removes the row (seedDemo).
 */
export const DEMO_SNAPSHOT_MARK = 'demoSnapshotSeededAt';

/** The demo employer's job posts left to post with, once its demo posts are paid for. */
export const DEMO_JOB_POSTS = 5;

/** Every demo account's address: the sign-in accounts, the team members and those who applied. */
export const DEMO_EMAILS: readonly string[] = [
  ...Object.values(DEMO_ACCOUNTS).map((account) => account.email),
  DEMO_SECOND_COMPANY.owner.email,
  DEMO_TEAM_MEMBER.email,
  DEMO_AGENCY_MEMBER.email,
  ...DEMO_APPLICANTS.map((applicant) => applicant.email),
  ...DEMO_AGENCY_EMAILS,
];

/**
 * Whether the database holds demo data: marked by seedDemo, or any demo account (a folder
 * seeded before the mark existed).
 */
export async function hasDemoData(db: Database): Promise<boolean> {
  const [mark] = await db
    .select({ key: settings.key })
    .from(settings)
    .where(eq(settings.key, DEMO_DATA_MARK))
    .limit(1);
  if (mark) return true;
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, [...DEMO_EMAILS]))
    .limit(1);
  return account !== undefined;
}

export interface SeedDemoOptions {
  /**
   * Where uploaded files live (the files module's store, `DATA_DIR/files`): the demo
   * applicants' CVs and documents are written there. Without one (a database in memory with
   * no data folder) they apply without files.
   */
  files?: FileStore;
  /** The moment the demo's dates count back from. */
  now?: Date;
  /**
   * Seeding the demo snapshot: its first start settles the content's dates and writes its
   * files (DEMO_SNAPSHOT_MARK), which here are only named.
   */
  forSnapshot?: boolean;
}

/**
 * Creates the demo accounts that do not exist yet, each with its team, turns on automatic
 * account approval and, once per database, the demo content: the employer's posts (paid
 * for from its ledger like any post: a grant, then one spend each, leaving DEMO_JOB_POSTS),
 * and the candidates and agencies who applied, with their CVs and documents; each account
 * with its interests, positions sought, agency services and categories. Everything is
 * written in one transaction of one or two statements a table, whatever the numbers of rows;
 * a start with nothing to add costs a select and a short transaction. A folder from the demo
 * snapshot has it all already: its first start settles it (settleSnapshot).
 */
export async function seedDemo(db: Database, options: SeedDemoOptions = {}): Promise<void> {
  const now = options.now ?? new Date();
  const found = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...DEMO_EMAILS]));
  const ids = new Map(found.map((row) => [row.email, row.id]));
  const written: string[] = [];

  try {
    await db.transaction(async (tx) => {
      const withContent = await markDemoData(tx, options, now, written);
      const accounts = demoAccounts(withContent).filter((account) => !ids.has(account.user.email));
      if (accounts.length === 0 && !withContent) return;

      // The snapshot's files go into its database; its first start writes them.
      const packed = new Map<string, Uint8Array>();
      const store = options.forSnapshot ? packingStore(packed) : options.files;
      const seed: DemoSeeding = { tx, ids, now, store, written };
      const newTeams = await createAccounts(seed, accounts);

      const employerId = ids.get(DEMO_ACCOUNTS.employer.email);
      const newEmployerTeam = newTeams.find((team) => team.ownerId === employerId);
      const employerTeamId =
        newEmployerTeam?.id ??
        (withContent ? await ownedTeamId(tx, employerId, 'COMPANY') : undefined);
      const agencyId = ids.get(DEMO_ACCOUNTS.agency.email);
      const agencyMember: DemoMembership = {
        teamId:
          newTeams.find((team) => team.ownerId === agencyId)?.id ??
          (withContent ? await ownedTeamId(tx, agencyId, 'AGENCY') : undefined),
        userId: ids.get(DEMO_AGENCY_MEMBER.email),
      };
      if (employerId === undefined || employerTeamId === undefined) {
        if (withContent) await joinDemoMembers(tx, [agencyMember]);
        return;
      }

      const posts = withContent
        ? await insertPosts(tx, employerTeamId, employerId, ids, now, applicantEmail)
        : [];
      // The employer can post straight away: its job posts as a grant in its ledger, and the
      // demo posts paid for from it.
      if (newEmployerTeam || posts.length > 0) {
        await payForPosts(
          tx,
          employerTeamId,
          employerId,
          newEmployerTeam ? DEMO_JOB_POSTS : 0,
          posts,
          now,
        );
      }
      if (withContent) {
        await seedDemoContent(seed, {
          posts,
          newTeams,
          employerId,
          employerTeamId,
          agencyId,
          agencyMember,
        });
      }
      if (options.forSnapshot) await packSnapshotFiles(tx, packed);
    });
  } catch (error) {
    // The rows that named them were not committed: the files go too.
    await Promise.all(written.map((name) => options.files?.remove(name)));
    throw error;
  }
}

/** What every step of one seedDemo shares. */
interface DemoSeeding {
  tx: Database;
  /** The demo accounts' ids by email: those found before, then those created. */
  ids: Map<string, number>;
  now: Date;
  /** Where the demo's files go: for the snapshot, into its database (packingStore). */
  store: FileStore | undefined;
  /** The files written so far, removed again if the transaction fails. */
  written: string[];
}

/**
 * Adds the marks that are not there yet and answers whether the demo content is to be seeded
 * (its mark is new). A database marked before may be one unpacked from the demo snapshot: its
 * first start settles it here.
 */
async function markDemoData(
  tx: Database,
  options: SeedDemoOptions,
  now: Date,
  written: string[],
): Promise<boolean> {
  // The mark server mode looks for (hasDemoData). Not a setting: the admin cannot unset it.
  const marked = await tx
    .insert(settings)
    .values([
      { key: DEMO_DATA_MARK, value: true },
      { key: 'autoApproveAccounts', value: true },
      { key: DEMO_CONTENT_MARK, value: 1 },
      ...(options.forSnapshot ? [{ key: DEMO_SNAPSHOT_MARK, value: now.toISOString() }] : []),
    ])
    .onConflictDoNothing()
    .returning({ key: settings.key });
  const withContent = marked.some((row) => row.key === DEMO_CONTENT_MARK);
  if (!options.forSnapshot && marked.length === 0) {
    const [unpacked] = await tx
      .delete(settings)
      .where(eq(settings.key, DEMO_SNAPSHOT_MARK))
      .returning({ value: settings.value });
    if (unpacked) {
      await settleSnapshot(tx, new Date(String(unpacked.value)), now, options.files, written);
    }
  }
  return withContent;
}

/** The sign-in accounts and, with the demo content, those who applied and the team members. */
function demoAccounts(withContent: boolean): AccountToCreate[] {
  return [
    ...(Object.keys(DEMO_ACCOUNTS) as Group[]).map(signInAccount),
    ...(withContent
      ? [
          ...DEMO_APPLICANTS.map(applicantAccount),
          {
            user: demoUser({ ...DEMO_SECOND_COMPANY.owner, type: 'COMPANY' }),
            team: DEMO_SECOND_COMPANY.team,
            links: { industryIds: [INDUSTRY.DESIGN] },
          },
          { user: demoUser({ ...DEMO_TEAM_MEMBER, type: 'GUEST' }) },
          { user: demoUser({ ...DEMO_AGENCY_MEMBER, type: 'GUEST' }) },
        ]
      : []),
  ];
}

/**
 * Inserts the accounts, each with its team if it has one (the owner its admin, who can post),
 * their interests, positions, agency services and categories, the teams' logos and the demo
 * candidate's profile. Answers the teams created.
 */
async function createAccounts(seed: DemoSeeding, accounts: readonly AccountToCreate[]) {
  const { tx, ids, store, written } = seed;
  // Another process may have created an account meanwhile: only rows inserted here get a team.
  const created =
    accounts.length === 0
      ? []
      : await tx
          .insert(users)
          .values(accounts.map((account) => account.user))
          .onConflictDoNothing({ target: users.email })
          .returning({ id: users.id, email: users.email });
  for (const row of created) ids.set(row.email, row.id);

  const owned = created.flatMap((row) => {
    const team = accounts.find((account) => account.user.email === row.email)?.team;
    return team ? [{ ...team, ownerId: row.id }] : [];
  });
  const newTeams =
    owned.length === 0
      ? []
      : await tx
          .insert(teams)
          .values(owned)
          .returning({ id: teams.id, ownerId: teams.ownerId, company: teams.company });
  if (newTeams.length > 0) {
    await tx.insert(teamUsers).values(
      newTeams.map((team) => ({
        teamId: team.id,
        userId: team.ownerId,
        role: 'admin' as const,
        canPostJobs: true,
      })),
    );
  }

  await linkChoices(tx, accounts, created, newTeams);
  await insertTeamLogos(tx, newTeams, store, written);
  const candidateId = created.find((row) => row.email === DEMO_ACCOUNTS.candidate.email)?.id;
  if (candidateId !== undefined) await insertCandidateProfile(tx, candidateId, store, written);
  return newTeams;
}

/**
 * The demo content around the employer's posts: who applied to them, the second company's job
 * posts, the team members, an invitation, the agencies with their case studies, and the
 * community's posts.
 */
async function seedDemoContent(
  seed: DemoSeeding,
  demo: {
    posts: readonly SeededPost[];
    newTeams: readonly { id: number; ownerId: number }[];
    employerId: number;
    employerTeamId: number;
    agencyId: number | undefined;
    agencyMember: DemoMembership;
  },
): Promise<void> {
  const { tx, ids, now, store, written } = seed;
  const { employerId, employerTeamId, agencyId, agencyMember } = demo;
  await insertApplications(tx, demo.posts, ids, now, store, written, applicantEmail);
  const studioOwnerId = ids.get(DEMO_SECOND_COMPANY.owner.email);
  const newStudioTeam = demo.newTeams.find((team) => team.ownerId === studioOwnerId);
  const studioTeamId = newStudioTeam?.id ?? (await ownedTeamId(tx, studioOwnerId, 'COMPANY'));
  if (newStudioTeam && studioOwnerId !== undefined) {
    await payForPosts(tx, newStudioTeam.id, studioOwnerId, DEMO_SECOND_COMPANY.jobPosts, [], now);
  }
  // In this order: the member's first team (the one they act for unless they switch) is
  // the employer's, where they may not post.
  await joinDemoMembers(tx, [
    {
      teamId: employerTeamId,
      userId: ids.get(DEMO_TEAM_MEMBER.email),
      associateId: employerId,
    },
    agencyMember,
    { teamId: studioTeamId, userId: ids.get(DEMO_TEAM_MEMBER.email), canPostJobs: true },
  ]);
  await inviteDemoColleague(tx, employerTeamId, employerId, now);
  await seedDemoAgencies(tx, { now, store, written, account: demoUser, draw: DRAWING });
  if (agencyMember.teamId !== undefined && agencyId !== undefined) {
    await seedDemoCaseStudies(tx, {
      teamId: agencyMember.teamId,
      ownerId: agencyId,
      now,
      store,
      written,
      draw: DRAWING,
    });
  }
  await seedCommunityContent(tx, { now, store, written, draw: DRAWING });
}

/**
 * The first start of a folder unpacked from the demo snapshot: its content was seeded when the
 * app was built, so its dates move forward by the time since (posts as many days old as a
 * fresh seed's, their DD/MM/YYYY job numbers and closing dates with them), and the CVs and
 * documents its rows name are written to `store`. The accounts and teams keep their dates:
 * they joined before. A handful of statements, where seeding it all here took a dozen more
 * and a tenth of a first start (docs/cold-start.md).
 */
async function settleSnapshot(
  tx: Database,
  seededAt: Date,
  now: Date,
  store: FileStore | undefined,
  written: string[],
): Promise<void> {
  const shift = sql`(${now.getTime() - seededAt.getTime()} * interval '1 millisecond')`;
  const later = (column: AnyPgColumn) => sql`${column} + ${shift}`;
  await tx.update(files).set({ createdAt: later(files.createdAt) });
  // The files first: they are written (on libuv's threads) while the statements below run.
  const writing = unpackSnapshotFiles(tx, store, written);
  try {
    // The posts' dates, as a seed now would write them, in one statement.
    const dated = DEMO_POSTS.map((post) => ({ title: post.title, ...postDates(post, now) }));
    await tx.execute(sql`
      update ${opportunities}
      set created_at = v."createdAt", updated_at = v."updatedAt", deleted_at = v."deletedAt",
        closed_at = v."closedAt", job_number = v."jobNumber"
      from jsonb_to_recordset(${JSON.stringify(dated)}::jsonb) as v(
        title text, "createdAt" timestamptz, "updatedAt" timestamptz, "deletedAt" timestamptz,
        "closedAt" date, "jobNumber" text
      )
      where ${opportunities.title} = v.title`);
    // What follows from them moves by the time since the snapshot was seeded.
    await tx.update(applications).set({ createdAt: later(applications.createdAt) });
    await tx.update(creditEntries).set({ createdAt: later(creditEntries.createdAt) });
    await tx.update(payments).set({
      createdAt: later(payments.createdAt),
      creditedAt: later(payments.creditedAt),
    });
    await tx
      .update(invoices)
      .set({ issuedAt: later(invoices.issuedAt), dueAt: later(invoices.dueAt) });
    await tx.update(invitations).set({
      createdAt: later(invitations.createdAt),
      updatedAt: later(invitations.updatedAt),
      expiresAt: later(invitations.expiresAt),
    });
    await tx.update(caseStudies).set({
      createdAt: later(caseStudies.createdAt),
      updatedAt: later(caseStudies.updatedAt),
    });
    await settleCommunityContent(tx, later);
  } finally {
    // Settled either way, so a failure's clean-up (seedDemo) finds every file written.
    await writing;
  }
}

interface AccountToCreate {
  user: typeof users.$inferInsert & { email: string };
  team?: Omit<typeof teams.$inferInsert, 'ownerId'> & { type: TeamType };
  links?: DemoLinks;
}

function signInAccount(group: Group): AccountToCreate {
  return {
    user: demoUser({
      ...DEMO_ACCOUNT_PROFILES[group].profile,
      ...DEMO_ACCOUNTS[group],
    }),
    team: DEMO_ACCOUNT_PROFILES[group].team,
    links: DEMO_ACCOUNT_PROFILES[group].links,
  };
}

function applicantAccount(applicant: (typeof DEMO_APPLICANTS)[number]): AccountToCreate {
  const { agency } = applicant;
  return {
    user: demoUser({
      email: applicant.email,
      type: applicant.type,
      firstName: applicant.firstName,
      lastName: applicant.lastName,
      position: applicant.position,
      bio: applicant.bio,
      city: applicant.city,
      state: applicant.state,
      country: 'GB',
      phone: applicant.phone,
      ...(agency && { company: agency.company, agencyName: agency.company }),
    }),
    team: agency && {
      type: 'AGENCY',
      company: agency.company,
      bio: agency.bio,
      description: agency.description,
      website: agency.website,
      locations: agency.locations,
      phones: [applicant.phone],
    },
    links: {
      industryIds: applicant.industryIds,
      positionIds: applicant.positionIds,
      agency: agency && { serviceIds: agency.serviceIds, industryIds: agency.industryIds },
    },
  };
}

/** The new accounts' interests and positions, and their new agencies' services and categories. */
async function linkChoices(
  tx: Database,
  accounts: readonly AccountToCreate[],
  created: readonly { id: number; email: string }[],
  newTeams: readonly { id: number; ownerId: number }[],
): Promise<void> {
  const linksOf = (userId: number) => {
    const email = created.find((row) => row.id === userId)?.email;
    return accounts.find((account) => account.user.email === email)?.links;
  };
  const perUser = <T>(pick: (links: DemoLinks, userId: number) => T[]) =>
    created.flatMap((row) => {
      const links = linksOf(row.id);
      return links ? pick(links, row.id) : [];
    });
  const perAgency = <T>(pick: (agency: NonNullable<DemoLinks['agency']>, teamId: number) => T[]) =>
    newTeams.flatMap((team) => {
      const agency = linksOf(team.ownerId)?.agency;
      return agency ? pick(agency, team.id) : [];
    });
  const industryRows = perUser((links, userId) =>
    links.industryIds.map((industryId) => ({ userId, industryId })),
  );
  const positionRows = perUser((links, userId) =>
    (links.positionIds ?? []).map((positionId) => ({ userId, positionId })),
  );
  const serviceRows = perAgency((agency, teamId) =>
    agency.serviceIds.map((serviceId) => ({ teamId, serviceId })),
  );
  const categoryRows = perAgency((agency, teamId) =>
    agency.industryIds.map((industryId) => ({ teamId, industryId })),
  );
  if (industryRows.length > 0) await tx.insert(userIndustries).values(industryRows);
  if (positionRows.length > 0) await tx.insert(userPositions).values(positionRows);
  if (serviceRows.length > 0) await tx.insert(teamServices).values(serviceRows);
  if (categoryRows.length > 0) await tx.insert(teamIndustries).values(categoryRows);
}

/** The email of the account an application's key names. */
function applicantEmail(key: string): string | undefined {
  if (key === DEMO_CANDIDATE_KEY) return DEMO_ACCOUNTS.candidate.email;
  if (key === DEMO_AGENCY_KEY) return DEMO_ACCOUNTS.agency.email;
  return DEMO_APPLICANTS.find((applicant) => applicant.key === key)?.email;
}

/** What the demo seeds draw their photos, logos and thumbnails with. */
const DRAWING: DemoDrawing = { png: pngOf, logo: (colours) => demoLogoPng(colours) };
