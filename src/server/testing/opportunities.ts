/**
 * Posts for tests: valid form inputs built from the seeded taxonomies, and posts made through
 * the real service (so they pay their job post like any other), applicants and associations.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { applications, teamUserAssociations, teams, teamUsers } from '../db/schema';
import { CreditService } from '../modules/credits';
import { actorOf as actorFrom, type Actor } from '../modules/identity';
import { OpportunityService, type OpportunityRow } from '../modules/opportunities';
import { TaxonomyService } from '../modules/taxonomies';
import { jobNumberOf } from '../../shared/opportunities';
import { richTextFromPlain } from '../../shared/rich-text';
import { jobOpportunitySchema, projectSchema } from '../../shared/validation/opportunities';
import type { TeamFixture, UserFixture } from './fixtures';

/** Discipline 1 (the default): no software skills or qualifications needed. */
const INDUSTRY_ID = 1;

/** A job form's input that passes every rule, as the API takes it. */
export async function jobInput(
  db: Database,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const taxonomies = new TaxonomyService(db);
  const [levels, skills, genres] = await Promise.all([
    taxonomies.jobLevels(),
    taxonomies.skills([INDUSTRY_ID]),
    taxonomies.genres([INDUSTRY_ID]),
  ]);
  let level = levels[0]?.key ?? '';
  let positions = await taxonomies.positions([INDUSTRY_ID], [level]);
  for (const candidate of levels) {
    if (positions.length > 0) break;
    level = candidate.key;
    positions = await taxonomies.positions([INDUSTRY_ID], [level]);
  }
  const plainSkills = skills.filter((skill) => !skill.software).slice(0, 4);
  return {
    title: 'Senior Brand Designer',
    job_number: jobNumberOf(new Date()),
    industries: [String(INDUSTRY_ID)],
    genres: genres.slice(0, 2).map((genre) => String(genre.id)),
    location: 'Brighton, Brighton and Hove, England',
    work_mode: 'HYBRID',
    description: JSON.stringify(
      richTextFromPlain('Lead our brand.\n\nThree days a week in Brighton.'),
    ),
    type: 'PERMANENT',
    sub_type: 'FULLTIME',
    level,
    position_id: String(positions[0]?.id),
    skills: plainSkills.map((skill) => String(skill.id)),
    skills_must_have: plainSkills.slice(0, 1).map((skill) => String(skill.id)),
    software_skills: [],
    software_skills_must_have: [],
    qualifications: [],
    qualifications_must_have: [],
    is_compensation_displayed: true,
    compensation_currency: 'GBP',
    minimumBudget: 40_000,
    maximumBudget: 55_000,
    compensation_unit: 'YEAR',
    follow_up: 'Thank you for applying.',
    ...overrides,
  };
}

/** A project form's input that passes every rule. */
export async function projectInput(
  db: Database,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const taxonomies = new TaxonomyService(db);
  const [genres, services] = await Promise.all([taxonomies.genres(), taxonomies.services()]);
  return {
    title: 'Product launch campaign',
    job_number: jobNumberOf(new Date()),
    genres: genres.slice(0, 2).map((genre) => String(genre.id)),
    location: 'London, Greater London, England',
    description: JSON.stringify(richTextFromPlain('A campaign for our spring launch.')),
    duration: 1,
    services: services.slice(0, 2).map((service) => String(service.id)),
    is_compensation_displayed: true,
    compensation_currency: 'GBP',
    minimumBudget: 5_000,
    maximumBudget: 10_000,
    follow_up: 'Thank you for your proposal.',
    ...overrides,
  };
}

export function opportunityService(db: Database, now = () => new Date()): OpportunityService {
  return new OpportunityService(db, new CreditService(db), new TaxonomyService(db), now);
}

/** The fixture as the service sees a signed-in caller. */
export async function actorOf(db: Database, fixture: UserFixture): Promise<Actor> {
  const memberships = await db
    .select({ teamUser: teamUsers, team: teams })
    .from(teamUsers)
    .innerJoin(teams, eq(teams.id, teamUsers.teamId))
    .where(eq(teamUsers.userId, fixture.user.id))
    .orderBy(asc(teamUsers.id));
  return actorFrom(fixture.user, memberships);
}

/** Posts a job (or, with `target: 'PROJECT'`, a project) for the fixture's team, granting the job post it costs. */
export async function postOpportunity(
  db: Database,
  poster: TeamFixture,
  { target = 'JOB', ...overrides }: Record<string, unknown> & { target?: 'JOB' | 'PROJECT' } = {},
): Promise<OpportunityRow> {
  const service = opportunityService(db);
  await new CreditService(db).add(poster.team.id, 1, { reason: 'test grant' });
  const actor = await actorOf(db, poster);
  if (target === 'PROJECT') {
    const values = await projectSchema.validate(await projectInput(db, overrides), {
      stripUnknown: true,
    });
    return service.createProject(actor, values);
  }
  const values = await jobOpportunitySchema.validate(await jobInput(db, overrides), {
    stripUnknown: true,
  });
  return service.createJob(actor, values);
}

/** `applicant` applied to the post, with a message. */
export async function applyTo(
  db: Database,
  opportunity: OpportunityRow,
  applicant: UserFixture,
  reason = 'I would love to work with you.',
): Promise<void> {
  await db
    .insert(applications)
    .values({ opportunityId: opportunity.id, userId: applicant.user.id, reason });
}

/** `member` may see and manage the posts of `associate` in `team`. */
export async function associate(
  db: Database,
  team: TeamFixture['team'],
  member: UserFixture,
  associateUser: UserFixture,
): Promise<void> {
  await db
    .insert(teamUserAssociations)
    .values({ teamId: team.id, userId: member.user.id, associateId: associateUser.user.id });
}

/** A team member who may post (fixtures' members may not). */
export async function allowPosting(db: Database, member: TeamFixture): Promise<void> {
  await db
    .update(teamUsers)
    .set({ canPostJobs: true })
    .where(and(eq(teamUsers.userId, member.user.id), eq(teamUsers.teamId, member.team.id)));
}
