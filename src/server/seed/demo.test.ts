import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INDUSTRY } from '../modules/taxonomies';
import { LocalFileStore } from '../platform/files/file-store';
import { verifyPassword } from '../platform/passwords';
import { buildSnapshot } from './build-snapshot';
import { openPglite, type DatabaseHandle } from '../db/client';
import { snapshotBlob } from '../db/pglite-files';
import {
  applications,
  billingDetails,
  caseStudies,
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
  services as servicesTable,
  settings,
  skills,
  teamCredits,
  teamIndustries,
  teamServices,
  teamUsers,
  teams,
  userIndustries,
  userPositions,
  users,
} from '../db/schema';
import { createTestDatabase } from '../testing/test-database';
import { DEMO_APPLICANTS, DEMO_APPLICATIONS } from '../modules/applications/demo-seed';
import { DEMO_POSTS } from '../modules/opportunities/demo-seed';
import { DEMO_AGENCIES } from '../modules/agency-profile/demo-seed';
import { NETWORK_SERVICE_SLUGS } from '../../shared/case-studies';
import {
  CandidateProfileService,
  completenessOf,
  profileFacts,
  readProfileLists,
} from '../modules/candidates';
import {
  DEMO_ACCOUNTS,
  DEMO_AGENCY_MEMBER,
  DEMO_CANDIDATE_AVATAR,
  DEMO_CANDIDATE_PROFILE,
  DEMO_CONTENT_MARK,
  DEMO_DATA_MARK,
  DEMO_EMAILS,
  DEMO_JOB_POSTS,
  DEMO_PASSWORD,
  DEMO_SNAPSHOT_MARK,
  DEMO_INVITATION,
  DEMO_SECOND_COMPANY,
  DEMO_TEAM_MEMBER,
  hasDemoData,
  seedDemo,
} from './demo';
import { isSettingKey } from '../platform/settings';
import { JOB_POST_QTY } from '../../shared/pricing';
import { invoiceNumber } from '../modules/invoices';
import { ApplicationService, type ApplicationDelivery } from '../modules/applications';
import { FileService } from '../modules/files';
import { actorOf, opportunityService } from '../testing/opportunities';
import { jobOpportunitySchema, projectSchema } from '../../shared/validation/opportunities';
import type { OpportunityRow } from '../modules/opportunities';

let handle: DatabaseHandle;
let folder: string;
let store: LocalFileStore;
beforeAll(async () => {
  handle = await createTestDatabase();
  folder = await mkdtemp(join(tmpdir(), 'shortlist-demo-files-'));
  store = new LocalFileStore(folder);
  await seedDemo(handle.db, { files: store });
});
afterAll(async () => {
  await handle.close();
  await rm(folder, { recursive: true, force: true });
});

async function findUser(email: string, db = handle.db) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`No user ${email}`);
  return user;
}

async function employerTeam(db = handle.db) {
  const employer = await findUser(DEMO_ACCOUNTS.employer.email, db);
  const [team] = await db.select().from(teams).where(eq(teams.ownerId, employer.id));
  if (!team) throw new Error('No demo employer team');
  return { employer, team };
}

describe('seedDemo', () => {
  it('creates the three demo accounts, active, with complete profiles and the demo password', async () => {
    for (const { email, type } of Object.values(DEMO_ACCOUNTS)) {
      const user = await findUser(email);
      expect(user).toMatchObject({ type, status: 'ACTIVE' });
      for (const field of [
        'firstName',
        'lastName',
        'phone',
        'position',
        'company',
        'address1',
        'city',
        'zip',
        'country',
      ] as const) {
        expect(user[field], `${email} ${field}`).toBeTruthy();
      }
      expect(user.phone).toMatch(/^\+44\d{10}$/);
      expect(await verifyPassword(user.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
      expect(await verifyPassword(user.passwordHash ?? '', 'not the password')).toBe(false);
    }
  });

  it('makes the employer and the agency admins of the teams they own', async () => {
    const cases = [
      [DEMO_ACCOUNTS.employer.email, 'COMPANY'],
      [DEMO_ACCOUNTS.agency.email, 'AGENCY'],
    ] as const;
    for (const [email, teamType] of cases) {
      const owner = await findUser(email);
      const memberships = await handle.db
        .select({ team: teams, membership: teamUsers })
        .from(teamUsers)
        .innerJoin(teams, eq(teams.id, teamUsers.teamId))
        .where(eq(teamUsers.userId, owner.id));
      expect(memberships).toHaveLength(1);
      expect(memberships[0]?.team).toMatchObject({ type: teamType, ownerId: owner.id });
      // The organisation's profile lives on the team: a bio means onboarding is done.
      expect(memberships[0]?.team.bio).toBeTruthy();
      expect(memberships[0]?.team.description).toBeTruthy();
      expect(memberships[0]?.membership).toMatchObject({
        role: 'admin',
        canPostJobs: true,
        active: true,
      });
    }
    const candidate = await findUser(DEMO_ACCOUNTS.candidate.email);
    expect(candidate.bio).toBeTruthy();
    expect(await handle.db.$count(teamUsers, eq(teamUsers.userId, candidate.id))).toBe(0);
  });

  it('creates the candidates and agencies who applied as demo accounts, agencies with their teams', async () => {
    for (const applicant of DEMO_APPLICANTS) {
      const user = await findUser(applicant.email);
      expect(applicant.email).toMatch(/@demo\.shortlist\.test$/);
      expect(DEMO_EMAILS).toContain(applicant.email);
      expect(user).toMatchObject({ type: applicant.type, status: 'ACTIVE', country: 'GB' });
      expect(user.bio).toBeTruthy();
      expect(user.phone).toMatch(/^\+4420794604\d\d$/);
      const owned = await handle.db.select().from(teams).where(eq(teams.ownerId, user.id));
      if (applicant.type === 'AGENCY') {
        expect(owned).toMatchObject([{ type: 'AGENCY', company: applicant.agency?.company }]);
        expect(await handle.db.$count(teamUsers, eq(teamUsers.userId, user.id))).toBe(1);
      } else {
        expect(owned).toEqual([]);
      }
    }
  });

  it('gives the employer posts across disciplines: one featured, one unpublished, one closed', async () => {
    const { employer, team } = await employerTeam();
    const posts = await handle.db
      .select()
      .from(opportunities)
      .where(eq(opportunities.teamId, team.id))
      .orderBy(asc(opportunities.id));
    expect(posts.map((post) => post.title)).toEqual(DEMO_POSTS.map((post) => post.title));
    expect(posts.every((post) => post.createdBy === employer.id)).toBe(true);
    const jobs = posts.filter((post) => post.target === 'JOB');
    const projects = posts.filter((post) => post.target === 'PROJECT');
    expect(jobs.length).toBeGreaterThanOrEqual(3);
    expect(projects.length).toBeGreaterThanOrEqual(2);
    const disciplines = await handle.db
      .selectDistinct({ id: opportunityIndustries.industryId })
      .from(opportunityIndustries)
      .where(
        inArray(
          opportunityIndustries.opportunityId,
          jobs.map((job) => job.id),
        ),
      );
    expect(disciplines.length).toBeGreaterThanOrEqual(3);
    expect(disciplines.map((row) => row.id)).toContain(INDUSTRY.DESIGN);

    expect(posts.filter((post) => post.featured)).toHaveLength(1);
    expect(posts.filter((post) => !post.isActive)).toHaveLength(1);
    const closed = posts.filter((post) => post.deletedAt !== null);
    expect(closed).toHaveLength(1);
    expect(closed[0]).toMatchObject({
      closeReason: 'FILLED_BY_APPLICANT',
      closedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      closedFreelancerId: expect.any(Number),
    });
    // The applicant who filled it applied to it.
    const filledBy = await handle.db
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.opportunityId, closed[0]!.id),
          eq(applications.userId, closed[0]!.closedFreelancerId!),
        ),
      );
    expect(filledBy).toHaveLength(1);
    for (const post of posts) {
      expect(post.jobNumber).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(post.createdAt.getTime()).toBeLessThan(Date.now());
    }
  });

  it('writes each post as the service does: its form values pass the shared schema and the service’s own checks', async () => {
    // On a database of its own: the service's update rewrites the posts it checks.
    const scratch = await createTestDatabase();
    try {
      await seedDemo(scratch.db);
      const { employer, team } = await employerTeam(scratch.db);
      const actor = await actorOf(scratch.db, { user: employer, email: '', password: '' });
      const service = opportunityService(scratch.db);
      const posts = await scratch.db
        .select()
        .from(opportunities)
        .where(eq(opportunities.teamId, team.id));
      expect(posts).toHaveLength(DEMO_POSTS.length);
      for (const post of posts) {
        const input = await formValuesOf(scratch.db, post);
        if (post.target === 'JOB') {
          const values = await jobOpportunitySchema.validate(input, { stripUnknown: true });
          await expect(service.updateJob(actor, post.id, values)).resolves.toMatchObject({
            id: post.id,
            title: post.title,
            description: post.description,
            isOnSite: post.isOnSite,
            isRemote: post.isRemote,
          });
        } else {
          const values = await projectSchema.validate(input, { stripUnknown: true });
          await expect(service.updateProject(actor, post.id, values)).resolves.toMatchObject({
            id: post.id,
            compensationUnit: 'PROJECT',
          });
        }
      }
    } finally {
      await scratch.close();
    }
  });

  it('pays for the posts from the ledger: a welcome grant, a card purchase with its invoice, one spend each, and 5 job posts left', async () => {
    const { team } = await employerTeam();
    const [credit] = await handle.db
      .select({ balance: teamCredits.balance })
      .from(teamCredits)
      .where(eq(teamCredits.teamId, team.id));
    expect(credit?.balance).toBe(DEMO_JOB_POSTS);
    const entries = await handle.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.teamId, team.id))
      .orderBy(asc(creditEntries.id));
    // The spends in the order the posts went up, each dated with its post; what came in before.
    const posts = await handle.db
      .select({ id: opportunities.id, createdAt: opportunities.createdAt })
      .from(opportunities)
      .where(eq(opportunities.teamId, team.id))
      // Two posts went up the same day: the ledger spends them in the order they were added.
      .orderBy(asc(opportunities.createdAt), asc(opportunities.id));
    const incoming = DEMO_JOB_POSTS + posts.length;
    const bought = Math.min(incoming, JOB_POST_QTY.max);
    const [payment] = await handle.db.select().from(payments).where(eq(payments.teamId, team.id));
    const [invoice] = await handle.db.select().from(invoices).where(eq(invoices.teamId, team.id));
    expect(payment).toMatchObject({ qty: bought, status: 'succeeded', gateway: 'local' });
    expect(invoice).toMatchObject({
      paymentId: payment!.id,
      item: `${bought} Job Posts`,
      total: payment!.amount,
      status: 'paid',
    });
    expect(entries.slice(0, 2)).toMatchObject([
      { type: 'IN', qty: incoming - bought, reason: 'demo data' },
      {
        type: 'IN',
        qty: bought,
        total: payment!.amount,
        invoiceId: invoiceNumber(invoice!.id),
        reason: `payment ${payment!.id}`,
      },
    ]);
    expect(entries[1]!.createdAt.getTime()).toBeLessThan(posts[0]!.createdAt.getTime());
    // The card it paid with, as the local gateway reads it, and who it is billed to.
    const [card] = await handle.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.teamId, team.id));
    expect(card).toMatchObject({ gateway: 'local', last4: '4242', expMonth: 4 });
    // Years ahead of today, whenever the demo is seeded; the id says the same expiry.
    expect(card!.expYear).toBeGreaterThan(new Date().getUTCFullYear() + 1);
    expect(card!.paymentMethodId).toContain(`_424204${String(card!.expYear).slice(-2)}_`);
    expect(await handle.db.$count(billingDetails, eq(billingDetails.teamId, team.id))).toBe(1);
    expect(
      entries
        .slice(2)
        .map(({ type, qty, reason, createdAt }) => ({ type, qty, reason, createdAt })),
    ).toEqual(
      posts.map((post) => ({
        type: 'OUT',
        qty: 1,
        reason: `opportunity ${post.id}`,
        createdAt: post.createdAt,
      })),
    );
    // Each entry's balance is the one before it, moved by its quantity.
    let balance = 0;
    for (const entry of entries) {
      balance += entry.type === 'IN' ? entry.qty : -entry.qty;
      expect(entry.balance).toBe(balance);
    }
    expect(balance).toBe(DEMO_JOB_POSTS);
  });

  it('has candidates and agencies apply with messages, some with a CV and a document (real PDFs)', async () => {
    const { team } = await employerTeam();
    const rows = await handle.db
      .select({ application: applications, target: opportunities.target, type: users.type })
      .from(applications)
      .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
      .innerJoin(users, eq(users.id, applications.userId))
      .where(eq(opportunities.teamId, team.id));
    expect(rows).toHaveLength(DEMO_APPLICATIONS.length);
    // A message each, within the brief's 400 characters.
    for (const { application } of rows) {
      expect(application.reason.length).toBeGreaterThan(20);
      expect(application.reason.length).toBeLessThanOrEqual(400);
    }
    // Candidates apply to jobs, agencies to projects.
    for (const { target, type } of rows) {
      expect(type).toBe(target === 'JOB' ? 'FREELANCER' : 'AGENCY');
    }
    const withCv = rows.filter(({ application }) => application.resume);
    const withDocument = rows.filter(({ application }) => application.document);
    expect(withCv.length).toBeGreaterThanOrEqual(3);
    expect(withDocument.length).toBeGreaterThanOrEqual(2);
    expect(withCv.some(({ application }) => application.document)).toBe(true);

    const stored = await handle.db
      .select()
      .from(files)
      .where(inArray(files.kind, ['resume', 'document']));
    // Those sent, and the demo candidate's CV and portfolio on her profile.
    expect(stored).toHaveLength(withCv.length + withDocument.length + 2);
    for (const { application } of [...withCv, ...withDocument]) {
      for (const [path, kind] of [
        [application.resume, 'resume'],
        [application.document, 'document'],
      ] as const) {
        if (!path) continue;
        const file = stored.find((row) => `/files/${row.storedName}` === path);
        expect(file).toMatchObject({
          kind,
          ownerId: application.userId,
          contentType: 'application/pdf',
        });
        expect(file?.originalName).toMatch(/\.pdf$/);
        const opened = await store.open(file!.storedName);
        const bytes = await buffer(opened!.stream);
        expect(bytes.byteLength).toBe(file!.size);
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
        expect(bytes.subarray(-6).toString()).toBe('%%EOF\n');
      }
    }
  });

  it('lists the applicants to the employer through the applications service, agencies named', async () => {
    const { employer, team } = await employerTeam();
    const actor = await actorOf(handle.db, { user: employer, email: '', password: '' });
    // Listing applicants sends nothing: no mailer or tasks are needed.
    const service = new ApplicationService(
      handle.db,
      opportunityService(handle.db),
      new CandidateProfileService(handle.db, new FileService(handle.db, store)),
      {} as ApplicationDelivery,
    );
    const [film] = await handle.db
      .select()
      .from(opportunities)
      .where(
        and(
          eq(opportunities.teamId, team.id),
          eq(opportunities.title, 'Spring Garden Campaign Film'),
        ),
      );
    const listed = await service.applicants(actor, film!.id);
    expect(listed.map((row) => row.agency?.company)).toEqual([
      'Northlight Films',
      'Brightwater Creative',
    ]);
  });

  it("adds a member to the employer's team who cannot post and sees the owner's posts (View only), who also posts for a second company", async () => {
    const [member] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_TEAM_MEMBER.email));
    if (!member) throw new Error('no demo team member');
    expect(member.type).toBe('GUEST');
    const actor = await actorOf(handle.db, {
      user: member,
      email: member.email,
      password: DEMO_PASSWORD,
    });
    expect(
      actor.memberships.map(({ teamUser, team }) => [
        team.company,
        teamUser.role,
        teamUser.canPostJobs,
      ]),
    ).toEqual([
      ['Northbank Retail Group', 'member', false],
      [DEMO_SECOND_COMPANY.team.company, 'member', true],
    ]);
    // The first is the team they act for until they switch.
    expect(actor.activeTeam?.team.company).toBe('Northbank Retail Group');
    const listed = await opportunityService(handle.db).teamList(actor, {
      target: 'JOB',
      closed: false,
      first: 50,
    });
    expect(listed.rows.length).toBeGreaterThan(0);
  });

  it('leaves a pending invitation from the employer, whose link nobody holds', async () => {
    const rows = await handle.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, DEMO_INVITATION.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', firstName: DEMO_INVITATION.firstName });
    expect(rows[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("adds a member to the agency's team who is not an admin", async () => {
    const [member] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_AGENCY_MEMBER.email));
    if (!member) throw new Error('no demo agency member');
    expect(member.type).toBe('GUEST');
    const actor = await actorOf(handle.db, {
      user: member,
      email: member.email,
      password: DEMO_PASSWORD,
    });
    expect(
      actor.memberships.map(({ teamUser, team }) => [team.company, team.type, teamUser.role]),
    ).toEqual([['Brightwater Creative', 'AGENCY', 'member']]);
  });

  it('gives the accounts their interests, candidates the positions they seek, agencies their services and categories', async () => {
    const linked = async (email: string) => {
      const user = await findUser(email);
      const [team] = await handle.db.select().from(teams).where(eq(teams.ownerId, user.id));
      const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
      return {
        industries: idsOf(
          await handle.db
            .select({ id: userIndustries.industryId })
            .from(userIndustries)
            .where(eq(userIndustries.userId, user.id)),
        ),
        positions: await handle.db.$count(userPositions, eq(userPositions.userId, user.id)),
        services: team ? await handle.db.$count(teamServices, eq(teamServices.teamId, team.id)) : 0,
        categories: team
          ? await handle.db.$count(teamIndustries, eq(teamIndustries.teamId, team.id))
          : 0,
      };
    };
    expect(await linked(DEMO_ACCOUNTS.candidate.email)).toEqual({
      industries: [INDUSTRY.DESIGN],
      positions: 3,
      services: 0,
      categories: 0,
    });
    expect(await linked(DEMO_ACCOUNTS.employer.email)).toMatchObject({
      industries: [INDUSTRY.MARKETING],
      positions: 0,
    });
    expect(await linked(DEMO_ACCOUNTS.agency.email)).toMatchObject({ services: 4, categories: 3 });
    for (const applicant of DEMO_APPLICANTS) {
      const found = await linked(applicant.email);
      expect(found.industries, applicant.email).toEqual([...applicant.industryIds].sort());
      expect(found.positions, applicant.email).toBe(applicant.positionIds?.length ?? 0);
      expect(found.services, applicant.email).toBe(applicant.agency?.serviceIds.length ?? 0);
      expect(found.categories, applicant.email).toBe(applicant.agency?.industryIds.length ?? 0);
    }
  });

  it('gives the demo candidate a complete profile: photo, CV, portfolio, experience, skills', async () => {
    const candidate = await findUser(DEMO_ACCOUNTS.candidate.email);
    const facts = await profileFacts(handle.db, candidate.id);
    expect(completenessOf(facts!)).toEqual({ complete: true, missing: [] });
    const lists = await readProfileLists(handle.db, candidate.id);
    expect(lists.experiences).toHaveLength(DEMO_CANDIDATE_PROFILE.experiences.length);
    expect(lists.experiences[0]).toMatchObject({ company: 'Hart Studio', to: null });
    expect(lists.educations).toHaveLength(DEMO_CANDIDATE_PROFILE.educations.length);
    expect(
      lists.skills
        .filter((skill) => skill.isTop)
        .map((skill) => skill.id)
        .sort(),
    ).toEqual([...DEMO_CANDIDATE_PROFILE.topSkillIds].sort());
    expect(lists.skills.filter((skill) => skill.software)).toHaveLength(2);
    expect(lists.resumes).toMatchObject([{ active: true, originalName: 'Amelia Hart CV.pdf' }]);
    expect(lists.supportingDocuments).toHaveLength(1);
    expect(candidate.jobTypes.length).toBeGreaterThan(0);
    expect(candidate.workingHours.length).toBeGreaterThan(0);

    // Her files are real: a PNG photo and PDFs, each recorded as her upload of its kind.
    const owned = await handle.db.select().from(files).where(eq(files.ownerId, candidate.id));
    const byName = new Map(owned.map((file) => [file.originalName, file]));
    const photo = byName.get(DEMO_CANDIDATE_AVATAR);
    expect(photo).toMatchObject({ kind: 'avatar', contentType: 'image/png' });
    expect(candidate.avatar).toBe(`/files/${photo!.storedName}`);
    const png = await buffer((await store.open(photo!.storedName))!.stream);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const cv = owned.find((file) => `/files/${file.storedName}` === lists.resumes[0]!.file);
    expect(cv).toMatchObject({ kind: 'resume', contentType: 'application/pdf' });
    const pdf = await buffer((await store.open(cv!.storedName))!.stream);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const document = owned.find(
      (file) => `/files/${file.storedName}` === lists.supportingDocuments[0]!.file,
    );
    expect(document).toMatchObject({ kind: 'document' });
  });

  it("gives the demo companies and the agency a logo, their owner's upload of kind logo", async () => {
    for (const email of [
      DEMO_ACCOUNTS.employer.email,
      DEMO_ACCOUNTS.agency.email,
      DEMO_SECOND_COMPANY.owner.email,
    ]) {
      const owner = await findUser(email);
      const [team] = await handle.db.select().from(teams).where(eq(teams.ownerId, owner.id));
      const [logo] = await handle.db
        .select()
        .from(files)
        .where(and(eq(files.ownerId, owner.id), eq(files.kind, 'logo')));
      expect(logo, email).toMatchObject({ contentType: 'image/png' });
      expect(team?.avatar).toBe(`/files/${logo!.storedName}`);
      const png = await buffer((await store.open(logo!.storedName))!.stream);
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    }
  });

  it('turns on automatic account approval', async () => {
    const [setting] = await handle.db
      .select()
      .from(settings)
      .where(eq(settings.key, 'autoApproveAccounts'));
    expect(setting?.value).toBe(true);
  });

  const dump = async (db = handle.db) => ({
    users: await db.select().from(users).orderBy(users.id),
    teams: await db.select().from(teams).orderBy(teams.id),
    teamUsers: await db.select().from(teamUsers).orderBy(teamUsers.id),
    settings: await db.select().from(settings).orderBy(settings.key),
    opportunities: await db.select().from(opportunities).orderBy(opportunities.id),
    skills: await db
      .select()
      .from(opportunitySkills)
      .orderBy(opportunitySkills.opportunityId, opportunitySkills.skillId),
    applications: await db.select().from(applications).orderBy(applications.id),
    credits: await db.select().from(creditEntries).orderBy(creditEntries.id),
    balances: await db.select().from(teamCredits).orderBy(teamCredits.teamId),
    files: await db.select().from(files).orderBy(files.id),
  });

  it('changes nothing when run again, in two statements', async () => {
    const before = await dump();
    // The three sign-in accounts, the second company's owner, two team members, the applicants,
    // the network's agencies.
    expect(before.users).toHaveLength(6 + DEMO_APPLICANTS.length + DEMO_AGENCIES.length);
    const storedBefore = (await readdir(folder)).sort();
    const statements = await statementsDuring(() => seedDemo(handle.db, { files: store }));
    expect(await dump()).toEqual(before);
    expect((await readdir(folder)).sort()).toEqual(storedBefore);
    // The accounts' select; in a transaction (begin, commit) the marks' insert and the
    // snapshot mark's delete (none here).
    expect(statements).toBeLessThanOrEqual(5);
  });

  it('seeds everything in a couple of dozen statements', async () => {
    const fresh = await createTestDatabase();
    try {
      const statements = await statementsDuring(() => seedDemo(fresh.db));
      expect(await fresh.db.$count(opportunities)).toBe(DEMO_POSTS.length);
      // One or two per table, whatever the number of rows (the demo candidate's profile:
      // one a table of hers; the second company's purchase: its payment and invoice; the
      // network's agencies: six, their images' two only with a file store).
      expect(statements).toBeLessThanOrEqual(51);
    } finally {
      await fresh.close();
    }
  });

  it('without a file store, has the applicants apply without files', async () => {
    const fresh = await createTestDatabase();
    try {
      await seedDemo(fresh.db);
      expect(await fresh.db.$count(applications)).toBe(DEMO_APPLICATIONS.length);
      expect(await fresh.db.$count(applications, isNotNull(applications.resume))).toBe(0);
      expect(await fresh.db.$count(files)).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it('gives a folder seeded before the demo content its content once, its job posts unchanged', async () => {
    const older = await createTestDatabase();
    try {
      // What the earlier seed left: the three accounts and the employer's job posts, some spent.
      await seedDemo(older.db);
      const { team } = await employerTeam(older.db);
      await older.db.delete(opportunities);
      await older.db.delete(creditEntries);
      const applicantIds = (
        await older.db
          .select({ id: users.id })
          .from(users)
          .where(
            inArray(
              users.email,
              DEMO_APPLICANTS.map((applicant) => applicant.email),
            ),
          )
      ).map((row) => row.id);
      await older.db.delete(teams).where(inArray(teams.ownerId, applicantIds));
      await older.db.delete(users).where(inArray(users.id, applicantIds));
      await older.db.update(teamCredits).set({ balance: 3 }).where(eq(teamCredits.teamId, team.id));
      await older.db.delete(settings).where(eq(settings.key, DEMO_CONTENT_MARK));

      await seedDemo(older.db);
      expect(await older.db.$count(opportunities, eq(opportunities.teamId, team.id))).toBe(
        DEMO_POSTS.length,
      );
      expect(await older.db.$count(applications)).toBe(DEMO_APPLICATIONS.length);
      const [credit] = await older.db
        .select()
        .from(teamCredits)
        .where(eq(teamCredits.teamId, team.id));
      expect(credit?.balance).toBe(3);
      const entries = await older.db.select().from(creditEntries).orderBy(asc(creditEntries.id));
      expect(entries[0]).toMatchObject({
        type: 'IN',
        qty: DEMO_POSTS.length,
        balance: 3 + DEMO_POSTS.length,
      });
      expect(entries.at(-1)).toMatchObject({ type: 'OUT', balance: 3 });

      // And only once.
      const after = await dump(older.db);
      await seedDemo(older.db);
      expect(await dump(older.db)).toEqual(after);
    } finally {
      await older.close();
    }
  });
});

describe('the demo snapshot', () => {
  // Building the demo snapshot runs PGlite's initdb, which takes a while on a busy machine
  // (30 s once in a full run): the limit guards against a hang.
  it(
    'gives a new folder the content a first start seeds, dated from that start, its files written',
    { timeout: 90_000 },
    async () => {
      const builtAt = new Date('2026-01-10T08:00:00Z');
      const startedAt = new Date('2026-11-24T15:30:00Z');
      const unpacked = await mkdtemp(join(tmpdir(), 'shortlist-demo-snapshot-'));
      const fromSnapshot = await openPglite({
        dataDir: join(unpacked, 'db'),
        pgliteFiles: {
          snapshot: await snapshotBlob(await buildSnapshot({ demo: true, now: builtAt })),
        },
      });
      const seeded = await createTestDatabase();
      const seededFiles = new LocalFileStore(join(unpacked, 'seeded-files'));
      try {
        // The snapshot carries the content, its files (in a table of their own), and the mark.
        expect(await fromSnapshot.db.$count(opportunities)).toBe(DEMO_POSTS.length);
        expect(await fromSnapshot.db.$count(settings, eq(settings.key, DEMO_SNAPSHOT_MARK))).toBe(
          1,
        );

        const unpackedFiles = new LocalFileStore(join(unpacked, 'files'));
        const statements = await statementsDuring(() =>
          seedDemo(fromSnapshot.db, { files: unpackedFiles, now: startedAt }),
        );
        await seedDemo(seeded.db, { files: seededFiles, now: startedAt });

        // The same posts, applications and ledger as a seed on that first start, to the millisecond.
        const dated = async (db: DatabaseHandle['db']) => ({
          posts: await db
            .select({
              title: opportunities.title,
              jobNumber: opportunities.jobNumber,
              createdAt: opportunities.createdAt,
              updatedAt: opportunities.updatedAt,
              deletedAt: opportunities.deletedAt,
              closedAt: opportunities.closedAt,
            })
            .from(opportunities)
            .orderBy(opportunities.id),
          applications: await db
            .select({ createdAt: applications.createdAt, reason: applications.reason })
            .from(applications)
            .orderBy(applications.id),
          ledger: await db
            .select({ type: creditEntries.type, createdAt: creditEntries.createdAt })
            .from(creditEntries)
            .orderBy(creditEntries.id),
          caseStudies: await db
            .select({ title: caseStudies.title, createdAt: caseStudies.createdAt })
            .from(caseStudies)
            .orderBy(caseStudies.id),
          files: await db
            .select({ originalName: files.originalName, size: files.size })
            .from(files)
            // Written side by side: their ids follow no set order.
            .orderBy(files.originalName),
        });
        expect(await dated(fromSnapshot.db)).toEqual(await dated(seeded.db));

        // Each file its rows name is written, a real PDF or PNG with the bytes a seed writes;
        // the table that carried them is gone.
        const seededBytes = new Map<string, Buffer>();
        for (const file of await seeded.db.select().from(files)) {
          const opened = await seededFiles.open(file.storedName);
          seededBytes.set(file.originalName, await buffer(opened!.stream));
        }
        const stored = await fromSnapshot.db.select().from(files);
        expect(stored.length).toBeGreaterThan(0);
        for (const file of stored) {
          const opened = await unpackedFiles.open(file.storedName);
          expect(opened?.size).toBe(file.size);
          const bytes = await buffer(opened!.stream);
          expect(bytes.subarray(0, 5).toString('latin1')).toBe(
            file.contentType === 'image/png' ? '\x89PNG\r' : '%PDF-',
          );
          expect(bytes.equals(seededBytes.get(file.originalName)!)).toBe(true);
        }
        const { rows: carriers } = await fromSnapshot.client.query(
          `select to_regclass('demo_snapshot_files') as name`,
        );
        expect(carriers).toEqual([{ name: null }]);

        // Once: the mark is gone, and the next start changes nothing.
        expect(await fromSnapshot.db.$count(settings, eq(settings.key, DEMO_SNAPSHOT_MARK))).toBe(
          0,
        );
        expect(statements).toBeLessThanOrEqual(20);
        const before = await dated(fromSnapshot.db);
        await seedDemo(fromSnapshot.db, { files: unpackedFiles, now: new Date() });
        expect(await dated(fromSnapshot.db)).toEqual(before);
      } finally {
        await fromSnapshot.close();
        await seeded.close();
        await rm(unpacked, { recursive: true, force: true });
      }
    },
  );

  it('is never the snapshot server mode starts from', async () => {
    const clean = await openPglite({
      pgliteFiles: { snapshot: await snapshotBlob(await buildSnapshot()) },
    });
    try {
      expect(await hasDemoData(clean.db)).toBe(false);
    } finally {
      await clean.close();
    }
  });
});

describe('the demo agencies', () => {
  it('gives the network finished agencies with services, categories, logos and case studies', async () => {
    const owners = await handle.db
      .select()
      .from(users)
      .where(
        inArray(
          users.email,
          DEMO_AGENCIES.map((agency) => agency.email),
        ),
      );
    expect(owners).toHaveLength(DEMO_AGENCIES.length);
    expect(DEMO_AGENCIES.length).toBeGreaterThanOrEqual(8);
    for (const owner of owners) {
      expect(DEMO_EMAILS).toContain(owner.email);
      expect(owner).toMatchObject({ type: 'AGENCY', status: 'ACTIVE' });
      expect(owner.email).toMatch(/@demo\.shortlist\.test$/);
      expect(await verifyPassword(owner.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
      const [team] = await handle.db.select().from(teams).where(eq(teams.ownerId, owner.id));
      expect(team).toMatchObject({ type: 'AGENCY', company: owner.agencyName });
      expect(team!.bio?.trim()).toBeTruthy();
      expect(team!.website).toMatch(/^https:\/\//);
      expect(team!.locations.length).toBeGreaterThanOrEqual(1);
      expect(team!.locations.length).toBeLessThanOrEqual(2);
      expect(team!.phones.length).toBeGreaterThanOrEqual(1);
      for (const phone of team!.phones) expect(phone).toMatch(/^\+44207946\d{4}$/);
      const [membership] = await handle.db
        .select()
        .from(teamUsers)
        .where(eq(teamUsers.teamId, team!.id));
      expect(membership).toMatchObject({ userId: owner.id, role: 'admin' });

      const offered = await handle.db
        .select({ slug: servicesTable.slug })
        .from(teamServices)
        .innerJoin(servicesTable, eq(servicesTable.id, teamServices.serviceId))
        .where(eq(teamServices.teamId, team!.id));
      expect(offered.length).toBeGreaterThanOrEqual(2);
      expect(offered.length).toBeLessThanOrEqual(6);
      for (const { slug } of offered) expect(NETWORK_SERVICE_SLUGS).toContain(slug);
      expect(
        await handle.db.$count(teamIndustries, eq(teamIndustries.teamId, team!.id)),
      ).toBeGreaterThan(0);

      // The logo and each thumbnail are real PNGs in the store, under file rows.
      const studies = await handle.db
        .select()
        .from(caseStudies)
        .where(eq(caseStudies.teamId, team!.id));
      expect(studies.length).toBeGreaterThanOrEqual(1);
      expect(studies.length).toBeLessThanOrEqual(3);
      for (const path of [team!.avatar, ...studies.map((study) => study.thumbnail)]) {
        const storedName = path?.replace(/^\/files\//, '') ?? '';
        const [file] = await handle.db.select().from(files).where(eq(files.storedName, storedName));
        expect(file).toMatchObject({ ownerId: owner.id, contentType: 'image/png' });
        const opened = await store.open(storedName);
        expect((await buffer(opened!.stream)).subarray(0, 5).toString('latin1')).toBe('\x89PNG\r');
      }
      for (const study of studies) {
        expect(study.createdBy).toBe(owner.id);
        expect(() => JSON.parse(study.description)).not.toThrow();
      }
    }
  });
});

describe('hasDemoData', () => {
  it('is true where seedDemo ran (marked), or where a demo account exists unmarked', async () => {
    expect(await hasDemoData(handle.db)).toBe(true);
    const clean = await createTestDatabase();
    try {
      expect(await hasDemoData(clean.db)).toBe(false);
      await clean.db
        .insert(users)
        .values({ email: DEMO_APPLICANTS[0]!.email, type: 'FREELANCER', status: 'ACTIVE' });
      expect(await hasDemoData(clean.db)).toBe(true);
    } finally {
      await clean.close();
    }
  });

  it('is marked in a way the admin settings command cannot unset', async () => {
    const [mark] = await handle.db.select().from(settings).where(eq(settings.key, DEMO_DATA_MARK));
    expect(mark?.value).toBe(true);
    expect(isSettingKey(DEMO_DATA_MARK)).toBe(false);
    expect(isSettingKey(DEMO_CONTENT_MARK)).toBe(false);
  });
});

/**
 * Every statement either driver runs while `run` runs, those inside transactions included
 * (testing/statements.ts counts the top-level calls, which a transaction's are not): PGlite
 * runs each through `_runExclusiveQuery`, node-postgres through a client's `query`.
 */
async function statementsDuring(run: () => Promise<unknown>): Promise<number> {
  const spies = [
    vi.spyOn(
      PGlite.prototype as unknown as { _runExclusiveQuery: () => unknown },
      '_runExclusiveQuery',
    ),
    vi.spyOn(pg.Client.prototype, 'query'),
  ];
  try {
    await run();
    return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

/** A seeded post as its form would send it, with its taxonomy links read back. */
async function formValuesOf(
  db: DatabaseHandle['db'],
  post: OpportunityRow,
): Promise<Record<string, unknown>> {
  const id = post.id;
  const [industryRows, genreRows, skillRows, qualificationRows, serviceRows] = await Promise.all([
    db.select().from(opportunityIndustries).where(eq(opportunityIndustries.opportunityId, id)),
    db.select().from(opportunityGenres).where(eq(opportunityGenres.opportunityId, id)),
    db
      .select({
        id: opportunitySkills.skillId,
        mustHave: opportunitySkills.mustHave,
        software: skills.software,
      })
      .from(opportunitySkills)
      .innerJoin(skills, eq(skills.id, opportunitySkills.skillId))
      .where(eq(opportunitySkills.opportunityId, id)),
    db
      .select()
      .from(opportunityQualifications)
      .where(eq(opportunityQualifications.opportunityId, id)),
    db.select().from(opportunityServices).where(eq(opportunityServices.opportunityId, id)),
  ]);
  const ids = (rows: { id: number }[]) => rows.map((row) => String(row.id));
  const software = skillRows.filter((skill) => skill.software);
  const craft = skillRows.filter((skill) => !skill.software);
  const common = {
    title: post.title,
    job_number: post.jobNumber,
    genres: genreRows.map((row) => String(row.genreId)),
    location: post.location,
    description: JSON.stringify(post.description),
    is_compensation_displayed: post.isCompensationDisplayed,
    compensation_currency: post.compensationCurrency,
    minimumBudget: post.minimumBudget,
    maximumBudget: post.maximumBudget,
    follow_up: post.followUp,
  };
  if (post.target === 'PROJECT') {
    return {
      ...common,
      duration: post.duration,
      services: serviceRows.map((row) => String(row.serviceId)),
    };
  }
  return {
    ...common,
    industries: industryRows.map((row) => String(row.industryId)),
    work_mode: post.isOnSite && post.isRemote ? 'HYBRID' : post.isOnSite ? 'ONSITE' : 'REMOTE',
    type: post.type,
    sub_type: post.subType,
    duration: post.duration ?? undefined,
    is_ir35: post.isIr35 ?? undefined,
    level: post.level,
    position_id: String(post.positionId),
    skills: ids(craft),
    skills_must_have: ids(craft.filter((skill) => skill.mustHave)),
    software_skills: ids(software),
    software_skills_must_have: ids(software.filter((skill) => skill.mustHave)),
    qualifications: qualificationRows.map((row) => String(row.qualificationId)),
    qualifications_must_have: qualificationRows
      .filter((row) => row.mustHave)
      .map((row) => String(row.qualificationId)),
    compensation_unit: post.compensationUnit,
  };
}
