/**
 * The demo employer's posts (demo-posts.ts), written as the opportunity service writes them,
 * with their taxonomy links; seeded by seed/demo.ts. The opportunities module's seed door:
 * only the seed layer imports it (docs/module-doors.md).
 */
import { jobNumberOf, PROJECT_KIND, workModeFlags } from '../../../shared/opportunities';
import { richTextFromPlain, richTextPlainText } from '../../../shared/rich-text';
import type { Database } from '../../db/database';
import {
  opportunities,
  opportunityGenres,
  opportunityIndustries,
  opportunityQualifications,
  opportunityServices,
  opportunitySkills,
} from '../../db/schema';
import { DEMO_POSTS, type DemoPost } from './demo-posts';

export { DEMO_POSTS, type DemoPost } from './demo-posts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A demo post's dates, counted back from `now`: posted, last changed, closed. */
export function postDates(post: DemoPost, now: Date) {
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

export interface SeededPost {
  key: string;
  id: number;
  createdAt: Date;
}

/** The posts, as the opportunity service writes them, with their taxonomy links. */
export async function insertPosts(
  tx: Database,
  teamId: number,
  employerId: number,
  ids: ReadonlyMap<string, number>,
  now: Date,
  applicantEmail: (key: string) => string | undefined,
): Promise<SeededPost[]> {
  const rows = DEMO_POSTS.map((post) =>
    postColumns(post, teamId, employerId, ids, now, applicantEmail),
  );
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
  applicantEmail: (key: string) => string | undefined,
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
