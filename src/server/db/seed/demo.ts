import { deflateSync, crc32 } from 'node:zlib';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { jobNumberOf, PROJECT_KIND, workModeFlags } from '../../../shared/opportunities';
import { richTextFromPlain, richTextPlainText } from '../../../shared/rich-text';
import type { Group, TeamType, UserType } from '../../../shared/users';
import { newStoredName, type FileStore } from '../../platform/files/file-store';
import type { Database } from '../client';
import {
  applications,
  billingDetails,
  caseStudies,
  educations,
  experiences,
  preferences,
  resumes,
  supportingDocuments,
  userGenres,
  userOtherQualifications,
  userQualifications,
  userServices,
  userSkills,
  creditEntries,
  files,
  invitations,
  invoices,
  opportunities,
  opportunityGenres,
  opportunityIndustries,
  opportunityQualifications,
  opportunityServices,
  opportunitySkills,
  paymentMethods,
  payments,
  settings,
  teamCredits,
  teamIndustries,
  teamServices,
  teamUserAssociations,
  teamUsers,
  teams,
  userIndustries,
  userPositions,
  users,
} from '../schema';
import {
  DEMO_AGENCY_KEY,
  DEMO_APPLICANTS,
  DEMO_APPLICATIONS,
  DEMO_CANDIDATE_KEY,
  DEMO_POSTS,
  type DemoFile,
  type DemoPost,
} from './data/demo-content';
import { demoPdf } from './data/demo-documents';
import { JOB_POST_QTY } from '../../../shared/pricing';
import { countryName } from '../../../shared/countries';
import { SETTINGS } from '../../platform/settings';
import { calculatePrice } from '../../modules/credits';
import { invoiceNumber } from '../../modules/invoices';
import { INDUSTRY } from './data/industries';
import {
  DEMO_AGENCY_EMAILS,
  demoAgencyImage,
  seedDemoAgencies,
  type DemoDrawing,
} from './demo-agencies';
import { demoCaseStudyImage, seedDemoCaseStudies } from './demo-case-studies';
import {
  communityImagePng,
  seedCommunityContent,
  settleCommunityContent,
} from './community-content';
import { INVITATION_LIFETIME_DAYS } from '../../../shared/invitations';
import { hashToken, newSecretToken } from '../../platform/secret-tokens';

/** The password of every demo account (demo data only: never seeded with DATABASE_URL). */
export const DEMO_PASSWORD = 'Shortlist!2026';

/**
 * DEMO_PASSWORD's argon2id hash (the parameters of services/passwords.ts), computed once: the
 * password is public, and hashing it at run time was a tenth of a first start.
 */
export const DEMO_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$/IsYtOcBASfI1sXWrZGI8g$2sEBZJLnypZJVwSEhd9u/+A+bhjE/OWMHT8dOMaRLtw';

/** One demo account per route group. */
export const DEMO_ACCOUNTS = {
  candidate: { email: 'candidate@demo.shortlist.test', type: 'FREELANCER' },
  employer: { email: 'employer@demo.shortlist.test', type: 'COMPANY' },
  agency: { email: 'agency@demo.shortlist.test', type: 'AGENCY' },
} as const satisfies Record<Group, { email: string; type: UserType }>;

type Profile = Omit<typeof users.$inferInsert, 'email' | 'type' | 'passwordHash' | 'status'>;

interface DemoAccount {
  profile: Profile;
  /** The team the account registered and owns, with the organisation's profile. */
  team?: Omit<typeof teams.$inferInsert, 'ownerId'> & { type: TeamType };
  links: DemoLinks;
}

/** What an account chose: its interests, the positions it seeks, its agency's offer. */
interface DemoLinks {
  /** Registration's industry (Interested In), or a candidate's disciplines. */
  industryIds: readonly number[];
  positionIds?: readonly number[];
  /** The agency's services and category experience. */
  agency?: { serviceIds: readonly number[]; industryIds: readonly number[] };
}

// Phone numbers are from Ofcom's range reserved for drama (020 7946 0000 to 0999).
const ACCOUNTS: Record<Group, DemoAccount> = {
  candidate: {
    profile: {
      firstName: 'Amelia',
      lastName: 'Hart',
      pronouns: 'She/Her',
      position: 'Senior Graphic Designer',
      company: 'Hart Studio',
      bio: 'Brand and packaging designer with nine years in London studios, working freelance since 2021 for FMCG, retail and charity clients. I take identities from first sketches to finished artwork.',
      phone: '+442079460101',
      linkedin: 'https://www.linkedin.com/in/amelia-hart-design',
      supportingUrl: 'https://ameliahart.example/portfolio',
      address1: '18 Granary Street',
      address2: 'Flat 4',
      city: 'London',
      state: 'Greater London',
      zip: 'N1C 4AB',
      country: 'GB',
      vetted: true,
      jobTypes: ['FREELANCE', 'BOTH'],
      workingHours: ['FULLTIME', 'PARTTIME'],
      // Personal information (edit-personal-information): role levels matching her positions.
      lookingFor: ['MID', 'SENIOR'],
      languages: ['English', 'Italian'],
      workLocation: 'HYBRID',
      payrollStatus: 3,
      rightToWork: '1',
      startDate: '2027-01-04',
      noticePeriod: 2,
      noticePeriodUnit: 'MONTHS',
      salaryCurrency: 'GBP',
      salaryUnit: 'DAY',
      minimumSalary: 400,
      maximumSalary: 550,
    },
    links: { industryIds: [INDUSTRY.DESIGN], positionIds: [23, 25, 27] },
  },
  employer: {
    profile: {
      firstName: 'Oliver',
      lastName: 'Bennett',
      position: 'Head of Marketing',
      company: 'Northbank Retail Group',
      // The company profile shows its owner's vetted badge.
      vetted: true,
      phone: '+442079460202',
      address1: '1 Bankside',
      city: 'London',
      state: 'Greater London',
      zip: 'SE1 9AA',
      country: 'GB',
    },
    team: {
      type: 'COMPANY',
      company: 'Northbank Retail Group',
      bio: 'We hire freelance designers, copywriters and agencies for seasonal campaigns, packaging and digital.',
      description:
        'Northbank Retail Group runs 140 home and garden stores across the UK and a fast-growing online shop. Our in-house team works with freelancers and agencies on campaigns, packaging and digital.',
      whatSetsApart:
        'Long-running partnerships: most of our freelancers have worked with us for three seasons or more.',
      canUseLogo: true,
      website: 'https://northbank.example',
      address1: '1 Bankside',
      city: 'London',
      state: 'Greater London',
      zip: 'SE1 9AA',
      country: 'GB',
    },
    links: { industryIds: [INDUSTRY.MARKETING] },
  },
  agency: {
    profile: {
      firstName: 'Priya',
      lastName: 'Shah',
      position: 'Managing Director',
      company: 'Brightwater Creative',
      agencyName: 'Brightwater Creative',
      phone: '+442079460303',
      address1: 'Harbourside House',
      address2: '24 Canons Road',
      city: 'Bristol',
      state: 'Bristol',
      zip: 'BS1 5AB',
      country: 'GB',
      vetted: true,
    },
    team: {
      type: 'AGENCY',
      company: 'Brightwater Creative',
      bio: 'An independent brand and digital agency in Bristol building identities, websites and social campaigns for challenger brands.',
      description:
        'Brightwater Creative is an independent brand and digital agency in Bristol. We build identities, websites and social campaigns for challenger brands, with a team of twenty designers, developers and strategists.',
      locations: ['Bristol, United Kingdom', 'London, United Kingdom'],
      phones: ['+442079460303'],
      website: 'https://brightwater.example',
      contactEmail: 'hello@brightwater.example',
      budgetCurrency: 'GBP',
      budgetMin: 5000,
      budgetMax: 20000,
    },
    links: {
      industryIds: [INDUSTRY.DESIGN],
      agency: {
        serviceIds: [11, 8, 1, 12],
        industryIds: [INDUSTRY.DESIGN, INDUSTRY.DIGITAL, INDUSTRY.SOCIAL],
      },
    },
  },
};

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

/**
 * A member of the demo employer's team (an invited GUEST) who may not post: associated with
 * the owner, so they see the owner's posts, each with View rather than Edit.
 */
export const DEMO_TEAM_MEMBER = {
  email: 'member@demo.shortlist.test',
  firstName: 'Hannah',
  lastName: 'Cole',
  position: 'Marketing Executive',
} as const;

/**
 * A member of the demo agency's team (an invited GUEST), not an admin: what the agency's
 * admin-only pages (credit-account, company-billing, manage-team) send to the 404.
 */
export const DEMO_AGENCY_MEMBER = {
  email: 'agency-member@demo.shortlist.test',
  firstName: 'Tom',
  lastName: 'Reeve',
  position: 'Designer',
} as const;

/**
 * A second company the demo team member also works for, and may post for there: the demo of the
 * team switcher (what a member sees and may do follows the team they act for).
 */
export const DEMO_SECOND_COMPANY = {
  owner: {
    email: 'studio@demo.shortlist.test',
    firstName: 'Grace',
    lastName: 'Okafor',
    position: 'Founder',
    company: 'Harbour & Pine Studio',
    phone: '+442079460404',
    address1: '9 Harbour Row',
    city: 'Brighton',
    state: 'East Sussex',
    zip: 'BN1 1AA',
    country: 'GB',
  },
  team: {
    type: 'COMPANY',
    company: 'Harbour & Pine Studio',
    bio: 'A small design studio in Brighton that brings in freelancers for packaging and brand work.',
    description:
      'Harbour & Pine Studio designs packaging and identities for independent food and drink brands, with a core team of six and a bench of trusted freelancers.',
    whatSetsApart: 'Every freelancer works directly with the founder, from brief to print.',
    canUseLogo: true,
    website: 'https://harbourandpine.example',
    address1: '9 Harbour Row',
    city: 'Brighton',
    state: 'East Sussex',
    zip: 'BN1 1AA',
    country: 'GB',
  },
  /** Its job posts to start with (a grant in its ledger). */
  jobPosts: 3,
} as const;

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

const DAY_MS = 24 * 60 * 60 * 1000;

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

      const accounts = [
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
      ].filter((account) => !ids.has(account.user.email));
      if (accounts.length === 0 && !withContent) return;

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
      await insertTeamLogos(
        tx,
        newTeams,
        options.forSnapshot ? NAMING_ONLY : options.files,
        written,
      );
      const candidateId = created.find((row) => row.email === DEMO_ACCOUNTS.candidate.email)?.id;
      if (candidateId !== undefined) {
        // The snapshot's files are named in its rows; its first start writes them.
        const store = options.forSnapshot ? NAMING_ONLY : options.files;
        await insertCandidateProfile(tx, candidateId, store, written);
      }

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

      const posts = withContent ? await insertPosts(tx, employerTeamId, employerId, ids, now) : [];
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
        // The snapshot's files are named in its rows; its first start writes them.
        const store = options.forSnapshot ? NAMING_ONLY : options.files;
        await insertApplications(tx, posts, ids, now, store, written);
        const studioOwnerId = ids.get(DEMO_SECOND_COMPANY.owner.email);
        const newStudioTeam = newTeams.find((team) => team.ownerId === studioOwnerId);
        const studioTeamId = newStudioTeam?.id ?? (await ownedTeamId(tx, studioOwnerId, 'COMPANY'));
        if (newStudioTeam && studioOwnerId !== undefined) {
          await payForPosts(
            tx,
            newStudioTeam.id,
            studioOwnerId,
            DEMO_SECOND_COMPANY.jobPosts,
            [],
            now,
          );
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
    });
  } catch (error) {
    // The rows that named them were not committed: the files go too.
    await Promise.all(written.map((name) => options.files?.remove(name)));
    throw error;
  }
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
  // The files first: they are written (on libuv's threads) while the statements below run.
  const stored = await tx
    .update(files)
    .set({ createdAt: later(files.createdAt) })
    .returning({ storedName: files.storedName, originalName: files.originalName });
  const writing = Promise.all(
    stored.map(async ({ storedName, originalName }) => {
      const bytes = await demoFileBytes(originalName);
      if (!bytes || !store) return;
      written.push(storedName);
      await store.write(storedName, contentOf(bytes));
    }),
  );
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

/** Names files and writes nothing: the demo snapshot's, which its first start writes. */
const NAMING_ONLY: FileStore = {
  write: async () => {},
  open: async () => null,
  remove: async () => {},
};

/** The demo CVs and documents by the name they were sent under. */
const DEMO_FILES: ReadonlyMap<string, DemoFile> = new Map(
  DEMO_APPLICATIONS.flatMap((application) =>
    [application.resume, application.document].flatMap((file) =>
      file ? [[file.name, file] as const] : [],
    ),
  ),
);

/** The bytes of a demo file by the name it was uploaded under; null for none of ours. */
async function demoFileBytes(originalName: string): Promise<Uint8Array | null> {
  if (originalName === DEMO_CANDIDATE_AVATAR) return demoAvatarPng();
  for (const [company, logo] of DEMO_LOGOS) {
    if (originalName === logoFileName(company)) return demoLogoPng(logo);
  }
  const agencyImage = demoAgencyImage(originalName, DRAWING);
  if (agencyImage) return agencyImage;
  const caseStudyImage = demoCaseStudyImage(originalName, DRAWING);
  if (caseStudyImage) return caseStudyImage;
  const communityImage = communityImagePng(originalName, DRAWING);
  if (communityImage) return communityImage;
  const file = DEMO_FILES.get(originalName);
  return file ? await demoPdf(file.lines) : null;
}

async function* contentOf(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
}

/** A demo post's dates, counted back from `now`: posted, last changed, closed. */
function postDates(post: DemoPost, now: Date) {
  const createdAt = new Date(now.getTime() - post.postedDaysAgo * DAY_MS);
  const closedAt = post.closed ? new Date(now.getTime() - post.closed.daysAgo * DAY_MS) : null;
  return {
    createdAt,
    updatedAt: closedAt ?? createdAt,
    deletedAt: closedAt,
    // As the service stores them: the posted date DD/MM/YYYY, the closing day (UTC).
    jobNumber: jobNumberOf(createdAt),
    closedAt: closedAt?.toISOString().slice(0, 10) ?? null,
  };
}

/** A demo member's place: the team, the member, and whose posts they see (employers). */
interface DemoMembership {
  teamId: number | undefined;
  userId: number | undefined;
  associateId?: number;
  /** Members may not post unless said. */
  canPostJobs?: boolean;
}

/**
 * The demo team members join their teams as members, who may not post unless said; the
 * employer's sees the owner's posts. One statement a table for all of them.
 */
async function joinDemoMembers(tx: Database, memberships: DemoMembership[]): Promise<void> {
  const joining = memberships.flatMap(({ teamId, userId, associateId, canPostJobs = false }) =>
    teamId === undefined || userId === undefined
      ? []
      : [{ teamId, userId, associateId, canPostJobs }],
  );
  if (joining.length === 0) return;
  await tx
    .insert(teamUsers)
    .values(
      joining.map(({ teamId, userId, canPostJobs }) => ({
        teamId,
        userId,
        role: 'member' as const,
        canPostJobs,
      })),
    )
    .onConflictDoNothing();
  const associations = joining.flatMap(({ teamId, userId, associateId }) =>
    associateId === undefined ? [] : [{ teamId, userId, associateId }],
  );
  if (associations.length === 0) return;
  await tx.insert(teamUserAssociations).values(associations).onConflictDoNothing();
}

/** Someone the demo employer invited, who has not answered yet: Invitations is alive. */
export const DEMO_INVITATION = {
  email: 'jamie.lewis@northbank.example',
  firstName: 'Jamie',
  lastName: 'Lewis',
} as const;

/**
 * The pending invitation, sent yesterday. Its token is thrown away (only the hash is kept, as
 * for any invitation): nobody holds the link until the admin resends it.
 */
async function inviteDemoColleague(
  tx: Database,
  teamId: number,
  invitedBy: number,
  now: Date,
): Promise<void> {
  const sent = new Date(now.getTime() - DAY_MS);
  await tx
    .insert(invitations)
    .values({
      teamId,
      ...DEMO_INVITATION,
      tokenHash: hashToken(newSecretToken()),
      expiresAt: new Date(sent.getTime() + INVITATION_LIFETIME_DAYS * DAY_MS),
      invitedBy,
      createdAt: sent,
      updatedAt: sent,
    })
    .onConflictDoNothing();
}

/** A folder seeded before the content: the team `ownerId` owns is already there. */
async function ownedTeamId(
  tx: Database,
  ownerId: number | undefined,
  type: TeamType,
): Promise<number | undefined> {
  if (ownerId === undefined) return undefined;
  const [team] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(sql`${teams.ownerId} = ${ownerId} and ${teams.type} = ${type}`)
    .orderBy(teams.id)
    .limit(1);
  return team?.id;
}

interface AccountToCreate {
  user: typeof users.$inferInsert & { email: string };
  team?: Omit<typeof teams.$inferInsert, 'ownerId'> & { type: TeamType };
  links?: DemoLinks;
}

/** A demo account's row: active, with the demo password, its address taken as proven. */
function demoUser(
  fields: Omit<typeof users.$inferInsert, 'passwordHash' | 'status'> & { email: string },
) {
  return {
    ...fields,
    passwordHash: DEMO_PASSWORD_HASH,
    status: 'ACTIVE' as const,
    // The demo's own addresses: a provider sign-in links them without taking the
    // demo password away (social-login-service.ts).
    emailVerifiedAt: new Date(),
  };
}

function signInAccount(group: Group): AccountToCreate {
  return {
    user: demoUser({ ...ACCOUNTS[group].profile, ...DEMO_ACCOUNTS[group] }),
    team: ACCOUNTS[group].team,
    links: ACCOUNTS[group].links,
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

interface SeededPost {
  key: string;
  id: number;
  createdAt: Date;
}

/** The posts, as the opportunity service writes them, with their taxonomy links. */
async function insertPosts(
  tx: Database,
  teamId: number,
  employerId: number,
  ids: ReadonlyMap<string, number>,
  now: Date,
): Promise<SeededPost[]> {
  const rows = DEMO_POSTS.map((post) => postColumns(post, teamId, employerId, ids, now));
  const inserted = await tx
    .insert(opportunities)
    .values(rows)
    .returning({ id: opportunities.id, createdAt: opportunities.createdAt });
  const posts = DEMO_POSTS.map((post, index) => ({
    key: post.key,
    id: inserted[index]!.id,
    createdAt: inserted[index]!.createdAt,
  }));
  const linked = <T>(pick: (post: DemoPost, id: number) => T[]) =>
    DEMO_POSTS.flatMap((post, index) => pick(post, posts[index]!.id));
  const industryRows = linked((post, opportunityId) =>
    post.target === 'JOB'
      ? post.industryIds.map((industryId) => ({ opportunityId, industryId }))
      : [],
  );
  const genreRows = linked((post, opportunityId) =>
    post.genreIds.map((genreId) => ({ opportunityId, genreId })),
  );
  const skillRows = linked((post, opportunityId) =>
    post.target === 'JOB'
      ? post.skills.map((skill) => ({
          opportunityId,
          skillId: skill.id,
          mustHave: skill.mustHave ?? false,
        }))
      : [],
  );
  const qualificationRows = linked((post, opportunityId) =>
    post.target === 'JOB'
      ? post.qualifications.map((qualification) => ({
          opportunityId,
          qualificationId: qualification.id,
          mustHave: qualification.mustHave ?? false,
        }))
      : [],
  );
  const serviceRows = linked((post, opportunityId) =>
    post.target === 'PROJECT'
      ? post.serviceIds.map((serviceId) => ({ opportunityId, serviceId }))
      : [],
  );
  if (industryRows.length > 0) await tx.insert(opportunityIndustries).values(industryRows);
  if (genreRows.length > 0) await tx.insert(opportunityGenres).values(genreRows);
  if (skillRows.length > 0) await tx.insert(opportunitySkills).values(skillRows);
  if (qualificationRows.length > 0) {
    await tx.insert(opportunityQualifications).values(qualificationRows);
  }
  if (serviceRows.length > 0) await tx.insert(opportunityServices).values(serviceRows);
  return posts;
}

/** A demo post's row: the columns the opportunity service's create writes, and its history. */
function postColumns(
  post: DemoPost,
  teamId: number,
  employerId: number,
  ids: ReadonlyMap<string, number>,
  now: Date,
): typeof opportunities.$inferInsert {
  const description = richTextFromPlain(post.description);
  const filledBy = post.closed?.filledBy ? applicantEmail(post.closed.filledBy) : undefined;
  const common = {
    teamId,
    target: post.target,
    title: post.title,
    description,
    descriptionText: richTextPlainText(description),
    location: post.location,
    minimumBudget: post.minimumBudget,
    maximumBudget: post.maximumBudget,
    compensationCurrency: 'GBP' as const,
    isCompensationDisplayed: true,
    followUp: post.followUp,
    isActive: !post.unpublished,
    featured: post.featured ?? false,
    views: post.views,
    createdBy: employerId,
    updatedBy: employerId,
    ...postDates(post, now),
    closeReason: post.closed?.reason ?? null,
    closedFreelancerId: (filledBy && ids.get(filledBy)) || null,
  };
  if (post.target === 'PROJECT') {
    return {
      ...common,
      isOnSite: false,
      isRemote: false,
      type: PROJECT_KIND,
      subType: PROJECT_KIND,
      level: PROJECT_KIND,
      positionId: null,
      duration: post.duration,
      isIr35: null,
      compensationUnit: 'PROJECT',
      applicationLink: null,
    };
  }
  return {
    ...common,
    ...workModeFlags(post.workMode),
    type: post.type,
    subType: post.subType,
    level: post.level,
    positionId: post.positionId,
    duration: post.duration ?? null,
    isIr35: post.isIr35 ?? null,
    compensationUnit: post.compensationUnit,
    applicationLink: null,
  };
}

/**
 * The ledger as if the posts had been posted one by one: `granted` job posts plus one per
 * post come in, one goes out per post, and the balance ends `granted` above what it was. A new
 * team's come in as a card purchase of as many as one purchase allows (its payment, invoice,
 * saved card and billing details, so Billing History and Manage Payment Info are alive) and
 * a welcome grant of the rest.
 */
async function payForPosts(
  tx: Database,
  teamId: number,
  ownerId: number,
  granted: number,
  posts: readonly SeededPost[],
  now: Date,
): Promise<void> {
  const [row] = await tx
    .insert(teamCredits)
    .values({ teamId, balance: granted })
    .onConflictDoUpdate({
      target: teamCredits.teamId,
      set: { balance: sql`${teamCredits.balance} + ${granted}` },
    })
    .returning({ balance: teamCredits.balance });
  const final = row?.balance ?? granted;
  const start = final + posts.length;
  // Dated as it happened: the grant the day before the first post, each spend with its post.
  const inOrder = [...posts].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const firstPosted = inOrder[0]?.createdAt.getTime() ?? now.getTime();
  const incoming = granted + posts.length;
  const bought = granted > 0 ? Math.min(incoming, JOB_POST_QTY.max) : 0;
  const purchase =
    bought > 0
      ? await demoPurchase(tx, teamId, ownerId, bought, new Date(firstPosted - DAY_MS))
      : null;
  const welcome = incoming - bought;
  await tx.insert(creditEntries).values([
    ...(welcome > 0
      ? [
          {
            teamId,
            type: 'IN' as const,
            qty: welcome,
            balance: start - bought,
            reason: 'demo data',
            createdAt: new Date(firstPosted - 2 * DAY_MS),
          },
        ]
      : []),
    ...(purchase
      ? [
          {
            teamId,
            type: 'IN' as const,
            qty: bought,
            total: purchase.total,
            balance: start,
            invoiceId: purchase.invoice,
            reason: `payment ${purchase.paymentId}`,
            createdAt: new Date(firstPosted - DAY_MS),
          },
        ]
      : []),
    ...inOrder.map((post, index) => ({
      teamId,
      type: 'OUT' as const,
      qty: 1,
      balance: start - index - 1,
      reason: `opportunity ${post.id}`,
      createdAt: post.createdAt,
    })),
  ]);
}

/** Who the demo employer's invoices go to, and the test card it paid with. */
const DEMO_BILLING = {
  name: 'Accounts Payable',
  email: 'accounts@northbank.example',
  phone: '+442079460203',
  address1: '1 Bankside',
  city: 'London',
  state: 'Greater London',
  zip: 'SE1 9AA',
  country: 'GB',
} as const;

/** A paid card purchase of `qty` job posts at the default price, as PaymentService records one. */
async function demoPurchase(
  tx: Database,
  teamId: number,
  ownerId: number,
  qty: number,
  at: Date,
): Promise<{ paymentId: number; invoice: string; total: number }> {
  const price = calculatePrice(qty, null, {
    jobPostPricePence: SETTINGS.jobPostPricePence.defaultValue,
    vatPercent: SETTINGS.vatPercent.defaultValue,
    volumeDiscountPercentPerExtraPost: SETTINGS.volumeDiscountPercentPerExtraPost.defaultValue,
    volumeDiscountMaxPercent: SETTINGS.volumeDiscountMaxPercent.defaultValue,
  });
  await tx.insert(billingDetails).values({ teamId, ...DEMO_BILLING });
  await tx.insert(paymentMethods).values({
    teamId,
    gateway: 'local',
    customerId: 'cus_local_demo',
    // The local gateway's id for 4242 4242 4242 4242, expiring in April four years on.
    paymentMethodId: `pm_local_424204${String(at.getUTCFullYear() + 4).slice(-2)}_0000000000000000`,
    brand: 'visa',
    last4: '4242',
    expMonth: 4,
    expYear: at.getUTCFullYear() + 4,
  });
  const [payment] = await tx
    .insert(payments)
    .values({
      teamId,
      userId: ownerId,
      idempotencyKey: 'demo-purchase',
      qty,
      price,
      amount: price.total,
      gateway: 'local',
      gatewayPaymentId: 'pi_local_demo',
      status: 'succeeded',
      creditedAt: at,
      createdAt: at,
    })
    .returning({ id: payments.id });
  const [invoice] = await tx
    .insert(invoices)
    .values({
      teamId,
      paymentId: payment!.id,
      item: `${qty} Job Posts`,
      qty,
      price,
      total: price.total,
      buyer: {
        company: 'Northbank Retail Group',
        name: DEMO_BILLING.name,
        email: DEMO_BILLING.email,
        address: [
          DEMO_BILLING.address1,
          DEMO_BILLING.city,
          DEMO_BILLING.state,
          DEMO_BILLING.zip,
          countryName(DEMO_BILLING.country),
        ],
      },
      status: 'paid',
      issuedAt: at,
      dueAt: at,
    })
    .returning({ id: invoices.id });
  return { paymentId: payment!.id, invoice: invoiceNumber(invoice!.id), total: price.total };
}

/** The applications, and the CVs and documents sent with them (written to `store`). */
async function insertApplications(
  tx: Database,
  posts: readonly SeededPost[],
  ids: ReadonlyMap<string, number>,
  now: Date,
  store: FileStore | undefined,
  written: string[],
): Promise<void> {
  const fileRows: (typeof files.$inferInsert)[] = [];
  const saveFile = async (
    file: DemoFile | undefined,
    kind: 'resume' | 'document',
    ownerId: number,
  ): Promise<string | null> => {
    if (!file || !store) return null;
    const bytes = await demoPdf(file.lines);
    const storedName = newStoredName('pdf');
    written.push(storedName);
    await store.write(storedName, contentOf(bytes));
    fileRows.push({
      ownerId,
      kind,
      storedName,
      originalName: file.name,
      contentType: 'application/pdf',
      size: bytes.byteLength,
    });
    // The served path, as an upload's `url` (modules/files/file-service.ts fileUrl).
    return `/files/${storedName}`;
  };

  const rows = await Promise.all(
    DEMO_APPLICATIONS.map(async (application) => {
      const post = posts.find((seeded) => seeded.key === application.post);
      const email = applicantEmail(application.applicant);
      const userId = email === undefined ? undefined : ids.get(email);
      if (!post || userId === undefined) return null;
      const appliedAt = Math.min(
        post.createdAt.getTime() + application.daysAfterPosting * DAY_MS,
        now.getTime() - 60 * 60 * 1000,
      );
      return {
        opportunityId: post.id,
        userId,
        reason: application.reason,
        resume: await saveFile(application.resume, 'resume', userId),
        document: await saveFile(application.document, 'document', userId),
        createdAt: new Date(appliedAt),
      };
    }),
  );
  if (fileRows.length > 0) await tx.insert(files).values(fileRows);
  const values = rows.filter((row) => row !== null);
  if (values.length > 0) await tx.insert(applications).values(values).onConflictDoNothing();
}

/** The demo candidate's photo, by the name it was uploaded under. */
export const DEMO_CANDIDATE_AVATAR = 'Amelia Hart.png';

/** The CV and portfolio the demo candidate applied with are the ones on her profile. */
const candidateApplication = DEMO_APPLICATIONS.find(
  (application) => application.applicant === DEMO_CANDIDATE_KEY && application.resume,
);

/**
 * The demo candidate's profile beyond onboarding (manage-cv, edit-profile): complete, so she
 * can apply and every candidate screen shows something. Design (discipline 2), so with
 * software skills and qualifications; ids are the seeded taxonomies' (data/*.ts).
 */
export const DEMO_CANDIDATE_PROFILE = {
  /** Graphic Design, Brand Identity Design, Typography, Packaging Design. */
  skillIds: [19, 20, 21, 23],
  /** Adobe Photoshop, Adobe Illustrator. */
  softwareSkillIds: [29, 30],
  /** Brand Identity Design, Packaging Design, Adobe Illustrator. */
  topSkillIds: [20, 23, 30],
  qualificationIds: [10],
  otherQualificationIds: [5],
  /** Brand Identity, Print Design, Digital Design. */
  serviceIds: [11, 9, 8],
  /** FMCG, Retail & E-commerce, Luxury & Fashion. */
  genreIds: [1, 2, 8],
  /** What the dashboard's "opportunities for you" looks for: freelance retail work, and a paused one. */
  preferences: [
    { jobTypes: ['FREELANCE'], genreIds: [1, 2], active: true },
    { jobTypes: ['PERMANENT'], genreIds: [8], active: false },
  ],
  educations: [
    {
      schoolName: 'Central Saint Martins, University of the Arts London',
      qualification: 'BA (Hons) Graphic Communication Design',
      description:
        'First-class honours. Final-year project: a refill packaging system for a London tea merchant.',
      from: '2011-09-19',
      to: '2014-06-27',
    },
    {
      schoolName: 'The Chartered Institute of Marketing',
      qualification: 'Certificate in Professional Marketing',
      description: 'Evening course alongside studio work: brand strategy and insight.',
      from: '2018-01-08',
      to: '2018-12-14',
    },
  ],
  experiences: [
    {
      title: 'Freelance Brand & Packaging Designer',
      company: 'Hart Studio',
      description:
        'Identities and packaging for FMCG, retail and charity clients, from first sketches to print-ready artwork; recent work for two UK grocers’ own-brand ranges.',
      from: '2021-04-06',
      to: null,
    },
    {
      title: 'Senior Graphic Designer',
      company: 'Linden & Row',
      description:
        'Led packaging refreshes for food and drink brands; ran a team of three designers and the studio’s print production.',
      from: '2017-02-13',
      to: '2021-03-31',
    },
    {
      title: 'Graphic Designer',
      company: 'Fieldwork Studio',
      description: 'Brand identities, editorial layouts and point-of-sale for retail clients.',
      from: '2014-09-01',
      to: '2017-02-03',
    },
  ],
  resume: candidateApplication?.resume,
  document: candidateApplication?.document && {
    ...candidateApplication.document,
    /** The name she gave it on her profile. */
    label: 'Portfolio: packaging and identity, 2019 to 2025',
  },
} as const;

/**
 * Her photo, CV and portfolio (written to `store`, as uploads would be), her education,
 * experience, skills (top ones marked) and other choices: one statement a table.
 */
async function insertCandidateProfile(
  tx: Database,
  userId: number,
  store: FileStore | undefined,
  written: string[],
): Promise<void> {
  const profile = DEMO_CANDIDATE_PROFILE;
  const fileRows: (typeof files.$inferInsert)[] = [];
  const save = async (
    originalName: string,
    kind: 'avatar' | 'resume' | 'document',
    bytes: Uint8Array,
    extension: 'png' | 'pdf',
  ): Promise<string | null> => {
    if (!store) return null;
    const storedName = newStoredName(extension);
    written.push(storedName);
    await store.write(storedName, contentOf(bytes));
    fileRows.push({
      ownerId: userId,
      kind,
      storedName,
      originalName,
      contentType: extension === 'png' ? 'image/png' : 'application/pdf',
      size: bytes.byteLength,
    });
    return `/files/${storedName}`;
  };
  const [avatar, resume, document] = await Promise.all([
    save(DEMO_CANDIDATE_AVATAR, 'avatar', demoAvatarPng(), 'png'),
    profile.resume
      ? save(profile.resume.name, 'resume', await demoPdf(profile.resume.lines), 'pdf')
      : null,
    profile.document
      ? save(profile.document.name, 'document', await demoPdf(profile.document.lines), 'pdf')
      : null,
  ]);
  if (fileRows.length > 0) await tx.insert(files).values(fileRows);
  if (avatar) await tx.update(users).set({ avatar }).where(eq(users.id, userId));
  if (resume && profile.resume) {
    await tx
      .insert(resumes)
      .values({ userId, file: resume, originalName: profile.resume.name, active: true });
  }
  if (document && profile.document) {
    await tx
      .insert(supportingDocuments)
      .values({ userId, name: profile.document.label, file: document });
  }
  await tx.insert(educations).values(profile.educations.map((entry) => ({ userId, ...entry })));
  await tx.insert(experiences).values(profile.experiences.map((entry) => ({ userId, ...entry })));
  const top = new Set<number>(profile.topSkillIds);
  await tx.insert(userSkills).values(
    [...profile.skillIds, ...profile.softwareSkillIds].map((skillId) => ({
      userId,
      skillId,
      isTop: top.has(skillId),
    })),
  );
  await tx
    .insert(userQualifications)
    .values(profile.qualificationIds.map((qualificationId) => ({ userId, qualificationId })));
  await tx.insert(userOtherQualifications).values(
    profile.otherQualificationIds.map((otherQualificationId) => ({
      userId,
      otherQualificationId,
    })),
  );
  await tx
    .insert(userServices)
    .values(profile.serviceIds.map((serviceId) => ({ userId, serviceId })));
  await tx.insert(userGenres).values(profile.genreIds.map((genreId) => ({ userId, genreId })));
  await tx.insert(preferences).values(
    profile.preferences.map((entry) => ({
      userId,
      jobTypes: [...entry.jobTypes],
      genreIds: [...entry.genreIds],
      active: entry.active,
    })),
  );
}

type Rgb = readonly [number, number, number];

/**
 * A small real PNG for the demo candidate's photo (160 × 160): a portrait silhouette, head
 * and shoulders, on a soft background, drawn here so the demo ships no binary.
 */
export function demoAvatarPng(size = 160): Buffer {
  const background: Rgb = [214, 228, 240];
  const figure: Rgb = [74, 104, 140];
  return pngOf(size, (x, y) => {
    const head = (x - size / 2) ** 2 + (y - size * 0.4) ** 2 <= (size * 0.19) ** 2;
    const shoulders =
      y >= size * 0.66 &&
      ((x - size / 2) / (size * 0.38)) ** 2 + ((y - size) / (size * 0.36)) ** 2 <= 1;
    return head || shoulders ? figure : background;
  });
}

/** A demo company's logo (160 × 160): a ring around a dot on its colour, drawn here too. */
export function demoLogoPng({ background, mark }: DemoLogo, size = 160): Buffer {
  return pngOf(size, (x, y) => {
    const distance = Math.hypot(x - size / 2, y - size / 2);
    const ring = distance >= size * 0.26 && distance <= size * 0.34;
    return ring || distance <= size * 0.12 ? mark : background;
  });
}

/** An RGB PNG of `size` × `size` whose pixel at (x, y) is `colourAt(x, y)`. */
function pngOf(size: number, colourAt: (x: number, y: number) => Rgb): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) row.set(colourAt(x, y), 1 + x * 3);
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface DemoLogo {
  background: Rgb;
  mark: Rgb;
}

/** What the demo agencies (demo-agencies.ts) draw their logos and thumbnails with. */
const DRAWING: DemoDrawing = { png: pngOf, logo: (colours) => demoLogoPng(colours) };

/** The demo companies' and agency's logos, by team name. */
const DEMO_LOGOS: ReadonlyMap<string, DemoLogo> = new Map([
  ['Northbank Retail Group', { background: [22, 101, 52], mark: [220, 252, 231] }],
  ['Harbour & Pine Studio', { background: [30, 64, 175], mark: [254, 243, 199] }],
  ['Brightwater Creative', { background: [109, 40, 217], mark: [237, 233, 254] }],
]);

/** The name a demo logo was uploaded under: how the snapshot's first start finds its bytes. */
const logoFileName = (company: string) => `${company} logo.png`;

/**
 * The new demo teams' logos, written to `store` with their file rows, in two statements
 * whatever their number (so their profiles, the switcher and Edit Profile have one).
 */
async function insertTeamLogos(
  tx: Database,
  newTeams: readonly { id: number; ownerId: number; company: string }[],
  store: FileStore | undefined,
  written: string[],
): Promise<void> {
  if (!store) return;
  const logos = await Promise.all(
    newTeams.flatMap((team) => {
      const logo = DEMO_LOGOS.get(team.company);
      if (!logo) return [];
      const bytes = demoLogoPng(logo);
      const storedName = newStoredName('png');
      written.push(storedName);
      return [
        store.write(storedName, contentOf(bytes)).then(() => ({
          team,
          file: {
            ownerId: team.ownerId,
            kind: 'logo' as const,
            storedName,
            originalName: logoFileName(team.company),
            contentType: 'image/png',
            size: bytes.byteLength,
          },
        })),
      ];
    }),
  );
  if (logos.length === 0) return;
  await tx.insert(files).values(logos.map(({ file }) => file));
  const avatars = logos.map(({ team, file }) => ({
    id: team.id,
    avatar: `/files/${file.storedName}`,
  }));
  await tx.execute(sql`
    update ${teams} set avatar = v.avatar
    from jsonb_to_recordset(${JSON.stringify(avatars)}::jsonb) as v(id integer, avatar text)
    where ${teams.id} = v.id`);
}
