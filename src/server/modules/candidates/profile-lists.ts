/**
 * A candidate's profile lists, read together: what their own screens edit (edit-profile,
 * manage-cv) and what an employer allowed to see the profile reads. One statement per list,
 * whatever their length; the lists come back in the order the pages show them.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  educations,
  experiences,
  genres,
  industries,
  otherQualifications,
  positions,
  preferences,
  qualifications,
  resumes,
  services,
  skills,
  supportingDocuments,
  userGenres,
  userIndustries,
  userOtherQualifications,
  userPositions,
  userQualifications,
  userServices,
  userSkills,
} from '../../db/schema';

export interface Named {
  id: number;
  name: string;
}

export interface ProfileLists {
  educations: (typeof educations.$inferSelect)[];
  experiences: (typeof experiences.$inferSelect)[];
  /** Skills and software skills (`software`), top skills first. */
  skills: (Named & { software: boolean; isTop: boolean })[];
  qualifications: Named[];
  otherQualifications: (Named & { industry: Named })[];
  services: (Named & { slug: string })[];
  genres: Named[];
  /** Category experience (the brief's industries). */
  industries: Named[];
  positions: Named[];
  /** The active CV first, then newest first. */
  resumes: (typeof resumes.$inferSelect)[];
  supportingDocuments: (typeof supportingDocuments.$inferSelect)[];
  /** Active first, then newest first; genres resolved. */
  preferences: (Omit<typeof preferences.$inferSelect, 'genreIds'> & { genres: Named[] })[];
}

export async function readProfileLists(db: Database, userId: number): Promise<ProfileLists> {
  const [
    educationRows,
    experienceRows,
    skillRows,
    qualificationRows,
    otherQualificationRows,
    serviceRows,
    genreRows,
    industryRows,
    positionRows,
    resumeRows,
    documentRows,
    preferenceRows,
  ] = await Promise.all([
    // Present (no end date) first, then the latest end.
    db
      .select()
      .from(educations)
      .where(eq(educations.userId, userId))
      .orderBy(sql`${educations.to} desc nulls first`, desc(educations.from), desc(educations.id)),
    db
      .select()
      .from(experiences)
      .where(eq(experiences.userId, userId))
      .orderBy(
        sql`${experiences.to} desc nulls first`,
        desc(experiences.from),
        desc(experiences.id),
      ),
    db
      .select({
        id: skills.id,
        name: skills.name,
        software: skills.software,
        isTop: userSkills.isTop,
      })
      .from(userSkills)
      .innerJoin(skills, eq(skills.id, userSkills.skillId))
      .where(eq(userSkills.userId, userId))
      .orderBy(desc(userSkills.isTop), asc(skills.name)),
    db
      .select({ id: qualifications.id, name: qualifications.name })
      .from(userQualifications)
      .innerJoin(qualifications, eq(qualifications.id, userQualifications.qualificationId))
      .where(eq(userQualifications.userId, userId))
      .orderBy(asc(qualifications.name)),
    db
      .select({
        id: otherQualifications.id,
        name: otherQualifications.name,
        industry: { id: industries.id, name: industries.name },
      })
      .from(userOtherQualifications)
      .innerJoin(
        otherQualifications,
        eq(otherQualifications.id, userOtherQualifications.otherQualificationId),
      )
      .innerJoin(industries, eq(industries.id, otherQualifications.industryId))
      .where(eq(userOtherQualifications.userId, userId))
      .orderBy(asc(otherQualifications.name)),
    db
      .select({ id: services.id, slug: services.slug, name: services.name })
      .from(userServices)
      .innerJoin(services, eq(services.id, userServices.serviceId))
      .where(eq(userServices.userId, userId))
      .orderBy(asc(services.name)),
    db
      .select({ id: genres.id, name: genres.name })
      .from(userGenres)
      .innerJoin(genres, eq(genres.id, userGenres.genreId))
      .where(eq(userGenres.userId, userId))
      .orderBy(asc(genres.name)),
    db
      .select({ id: industries.id, name: industries.name })
      .from(userIndustries)
      .innerJoin(industries, eq(industries.id, userIndustries.industryId))
      .where(eq(userIndustries.userId, userId))
      .orderBy(asc(industries.id)),
    db
      .select({ id: positions.id, name: positions.name })
      .from(userPositions)
      .innerJoin(positions, eq(positions.id, userPositions.positionId))
      .where(eq(userPositions.userId, userId))
      .orderBy(asc(positions.name)),
    db
      .select()
      .from(resumes)
      .where(eq(resumes.userId, userId))
      .orderBy(desc(resumes.active), desc(resumes.createdAt), desc(resumes.id)),
    db
      .select()
      .from(supportingDocuments)
      .where(eq(supportingDocuments.userId, userId))
      .orderBy(desc(supportingDocuments.createdAt), desc(supportingDocuments.id)),
    db
      .select({
        id: preferences.id,
        userId: preferences.userId,
        jobTypes: preferences.jobTypes,
        active: preferences.active,
        createdAt: preferences.createdAt,
        genres: sql<Named[]>`coalesce((
          select json_agg(json_build_object('id', ${genres.id}, 'name', ${genres.name}) order by ${genres.name})
          from ${genres} where ${genres.id} = any(${preferences.genreIds})
        ), '[]'::json)`,
      })
      .from(preferences)
      .where(eq(preferences.userId, userId))
      .orderBy(desc(preferences.active), desc(preferences.createdAt), desc(preferences.id)),
  ]);
  return {
    educations: educationRows,
    experiences: experienceRows,
    skills: skillRows,
    qualifications: qualificationRows,
    otherQualifications: otherQualificationRows,
    services: serviceRows,
    genres: genreRows,
    industries: industryRows,
    positions: positionRows,
    resumes: resumeRows,
    supportingDocuments: documentRows,
    preferences: preferenceRows,
  };
}

/** Whole years from `from` to `to` (today when Present), as an experience's `years`. */
export function yearsBetween(from: string, to: string | null, today = new Date()): number {
  const start = new Date(`${from}T00:00:00Z`);
  const end = to ? new Date(`${to}T00:00:00Z`) : today;
  let years = end.getUTCFullYear() - start.getUTCFullYear();
  const beforeAnniversary =
    end.getUTCMonth() < start.getUTCMonth() ||
    (end.getUTCMonth() === start.getUTCMonth() && end.getUTCDate() < start.getUTCDate());
  if (beforeAnniversary) years -= 1;
  return Math.max(0, years);
}
