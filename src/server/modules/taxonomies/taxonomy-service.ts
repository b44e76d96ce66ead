/**
 * The reference lists the forms pick from (disciplines, skills, positions, …). Each
 * method is one SQL statement whatever the length of the answer: related rows are
 * joined in, never fetched per item.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  genreIndustries,
  genres,
  industries,
  jobLevels,
  jobTypes,
  otherQualifications,
  positions,
  qualificationIndustries,
  qualifications,
  services,
  skillIndustries,
  skills,
} from '../../db/schema';

export type IndustryRow = typeof industries.$inferSelect;
export type SkillRow = typeof skills.$inferSelect;

export interface SkillWithIndustries extends SkillRow {
  industries: IndustryRow[];
}

export interface NamedItem {
  id: number;
  name: string;
}

export interface OtherQualificationWithIndustry extends NamedItem {
  industry: IndustryRow;
}

export class TaxonomyService {
  constructor(private readonly db: Database) {}

  /** In id order: id 1 is the default discipline and the seed lists them as the brief does. */
  industries(): Promise<IndustryRow[]> {
    return this.db.select().from(industries).orderBy(asc(industries.id));
  }

  services(): Promise<(typeof services.$inferSelect)[]> {
    return this.db.select().from(services).orderBy(asc(services.name));
  }

  jobLevels(): Promise<(typeof jobLevels.$inferSelect)[]> {
    return this.db.select().from(jobLevels).orderBy(asc(jobLevels.sortOrder), asc(jobLevels.key));
  }

  jobTypes(): Promise<(typeof jobTypes.$inferSelect)[]> {
    return this.db.select().from(jobTypes).orderBy(asc(jobTypes.sortOrder), asc(jobTypes.key));
  }

  /**
   * Every software skill, of any discipline: what an agency project may ask for (a project
   * names no discipline) and the agency opportunities' Software Skills filter offers.
   */
  async softwareSkills(): Promise<SkillWithIndustries[]> {
    const all = (await this.industries()).map((industry) => industry.id);
    return (await this.skills(all)).filter((skill) => skill.software);
  }

  /** Skills of any of the given disciplines, each with all of its disciplines. */
  async skills(industryIds: readonly number[]): Promise<SkillWithIndustries[]> {
    if (industryIds.length === 0) return [];
    const inRequestedIndustries = this.db
      .selectDistinct({ id: skillIndustries.skillId })
      .from(skillIndustries)
      .where(inArray(skillIndustries.industryId, [...industryIds]));
    const rows = await this.db
      .select({ skill: skills, industry: industries })
      .from(skills)
      .innerJoin(skillIndustries, eq(skillIndustries.skillId, skills.id))
      .innerJoin(industries, eq(industries.id, skillIndustries.industryId))
      .where(inArray(skills.id, inRequestedIndustries))
      .orderBy(asc(skills.name), asc(skills.id), asc(industries.id));

    const bySkill = new Map<number, SkillWithIndustries>();
    for (const { skill, industry } of rows) {
      let entry = bySkill.get(skill.id);
      if (!entry) {
        entry = { ...skill, industries: [] };
        bySkill.set(skill.id, entry);
      }
      entry.industries.push(industry);
    }
    return [...bySkill.values()];
  }

  async qualifications(industryIds: readonly number[]): Promise<NamedItem[]> {
    if (industryIds.length === 0) return [];
    return this.db
      .selectDistinct({ id: qualifications.id, name: qualifications.name })
      .from(qualifications)
      .innerJoin(
        qualificationIndustries,
        eq(qualificationIndustries.qualificationId, qualifications.id),
      )
      .where(inArray(qualificationIndustries.industryId, [...industryIds]))
      .orderBy(asc(qualifications.name), asc(qualifications.id));
  }

  /** All of them, or those of the given disciplines. */
  async otherQualifications(
    industryIds?: readonly number[],
  ): Promise<OtherQualificationWithIndustry[]> {
    if (industryIds?.length === 0) return [];
    return this.db
      .select({ id: otherQualifications.id, name: otherQualifications.name, industry: industries })
      .from(otherQualifications)
      .innerJoin(industries, eq(industries.id, otherQualifications.industryId))
      .where(industryIds ? inArray(otherQualifications.industryId, [...industryIds]) : undefined)
      .orderBy(asc(otherQualifications.name), asc(otherQualifications.id));
  }

  /** All genres, or those of the given disciplines. */
  async genres(industryIds?: readonly number[]): Promise<NamedItem[]> {
    if (!industryIds) {
      return this.db
        .select({ id: genres.id, name: genres.name })
        .from(genres)
        .orderBy(asc(genres.name), asc(genres.id));
    }
    if (industryIds.length === 0) return [];
    return this.db
      .selectDistinct({ id: genres.id, name: genres.name })
      .from(genres)
      .innerJoin(genreIndustries, eq(genreIndustries.genreId, genres.id))
      .where(inArray(genreIndustries.industryId, [...industryIds]))
      .orderBy(asc(genres.name), asc(genres.id));
  }

  /** Positions of the given disciplines at the given experience levels. */
  async positions(
    industryIds: readonly number[],
    jobLevelKeys: readonly string[],
  ): Promise<NamedItem[]> {
    if (industryIds.length === 0 || jobLevelKeys.length === 0) return [];
    return this.db
      .select({ id: positions.id, name: positions.name })
      .from(positions)
      .where(
        and(
          inArray(positions.industryId, [...industryIds]),
          inArray(positions.jobLevelKey, [...jobLevelKeys]),
        ),
      )
      .orderBy(asc(positions.name), asc(positions.id));
  }
}
