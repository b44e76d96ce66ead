/**
 * Whether a candidate's profile is complete enough to apply (`isProfileComplete`), and what
 * it still needs, named as the apply dialog lists them. The rules are the brief's save rules
 * for manage-cv and edit-profile together: a photo and a bio, an active CV, at least one
 * experience, a job type and a working hour considered, at least one category experience,
 * at least 3 skills, and for discipline 2 software skills and qualifications.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  experiences,
  resumes,
  skills,
  userIndustries,
  userQualifications,
  userSkills,
  users,
} from '../../db/schema';
import type { messages } from '../../../shared/messages';

/** The discipline whose candidates also need software skills and qualifications. */
export const SOFTWARE_DISCIPLINE_ID = 2;
export const MIN_SKILLS = 3;

export type MissingItem = keyof typeof messages.candidates.missing;

export interface Completeness {
  complete: boolean;
  /** In the order the dialog lists them. */
  missing: MissingItem[];
}

/** What the rules read of a profile. */
export interface ProfileFacts {
  avatar: string | null;
  bio: string | null;
  jobTypes: readonly string[];
  workingHours: readonly string[];
  activeResumes: number;
  experiences: number;
  industryIds: readonly number[];
  skills: number;
  softwareSkills: number;
  qualifications: number;
}

export function completenessOf(facts: ProfileFacts): Completeness {
  const software = facts.industryIds.includes(SOFTWARE_DISCIPLINE_ID);
  const checks: [MissingItem, boolean][] = [
    ['avatar', Boolean(facts.avatar)],
    ['bio', Boolean(facts.bio?.trim())],
    ['resume', facts.activeResumes > 0],
    ['experience', facts.experiences > 0],
    ['jobTypes', facts.jobTypes.length > 0],
    ['workingHours', facts.workingHours.length > 0],
    ['industries', facts.industryIds.length > 0],
    ['skills', facts.skills >= MIN_SKILLS],
    ['softwareSkills', !software || facts.softwareSkills > 0],
    ['qualifications', !software || facts.qualifications > 0],
  ];
  const missing = checks.filter(([, met]) => !met).map(([item]) => item);
  return { complete: missing.length === 0, missing };
}

/** Reads the facts of one candidate in one statement; null when there is no such user. */
export async function profileFacts(db: Database, userId: number): Promise<ProfileFacts | null> {
  const countOf = <T>(query: T) => sql<number>`(${query})`.mapWith(Number);
  const [row] = await db
    .select({
      avatar: users.avatar,
      bio: users.bio,
      jobTypes: users.jobTypes,
      workingHours: users.workingHours,
      activeResumes: countOf(
        db
          .select({ n: count() })
          .from(resumes)
          .where(and(eq(resumes.userId, users.id), eq(resumes.active, true))),
      ),
      experiences: countOf(
        db.select({ n: count() }).from(experiences).where(eq(experiences.userId, users.id)),
      ),
      industryIds: sql<
        number[]
      >`coalesce((select array_agg(${userIndustries.industryId}) from ${userIndustries} where ${userIndustries.userId} = ${users.id}), '{}')`,
      skills: countOf(
        db
          .select({ n: count() })
          .from(userSkills)
          .innerJoin(skills, eq(skills.id, userSkills.skillId))
          .where(and(eq(userSkills.userId, users.id), eq(skills.software, false))),
      ),
      softwareSkills: countOf(
        db
          .select({ n: count() })
          .from(userSkills)
          .innerJoin(skills, eq(skills.id, userSkills.skillId))
          .where(and(eq(userSkills.userId, users.id), eq(skills.software, true))),
      ),
      qualifications: countOf(
        db
          .select({ n: count() })
          .from(userQualifications)
          .where(eq(userQualifications.userId, users.id)),
      ),
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return { ...row, industryIds: row.industryIds.map(Number) };
}
