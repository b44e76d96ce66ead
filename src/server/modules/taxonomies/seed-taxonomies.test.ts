import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
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
  settings,
  skillIndustries,
  skills,
} from '../../db/schema';
import { createTestDatabase } from '../../testing/test-database';
import { JOB_LEVEL_KEYS } from './data/job-levels';
import { NETWORK_CHIP_SLUGS } from './data/services';
import { seedTaxonomies, TAXONOMIES_SEEDED_KEY } from './seed-taxonomies';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

/** Every taxonomy row, ordered, so two snapshots compare equal only if nothing changed. */
async function snapshot() {
  const { db } = handle;
  return {
    industries: await db.select().from(industries).orderBy(asc(industries.id)),
    services: await db.select().from(services).orderBy(asc(services.id)),
    skills: await db.select().from(skills).orderBy(asc(skills.id)),
    skillIndustries: await db
      .select()
      .from(skillIndustries)
      .orderBy(asc(skillIndustries.skillId), asc(skillIndustries.industryId)),
    genres: await db.select().from(genres).orderBy(asc(genres.id)),
    genreIndustries: await db
      .select()
      .from(genreIndustries)
      .orderBy(asc(genreIndustries.genreId), asc(genreIndustries.industryId)),
    qualifications: await db.select().from(qualifications).orderBy(asc(qualifications.id)),
    qualificationIndustries: await db
      .select()
      .from(qualificationIndustries)
      .orderBy(
        asc(qualificationIndustries.qualificationId),
        asc(qualificationIndustries.industryId),
      ),
    otherQualifications: await db
      .select()
      .from(otherQualifications)
      .orderBy(asc(otherQualifications.id)),
    jobLevels: await db.select().from(jobLevels).orderBy(asc(jobLevels.sortOrder)),
    positions: await db.select().from(positions).orderBy(asc(positions.id)),
    jobTypes: await db.select().from(jobTypes).orderBy(asc(jobTypes.sortOrder)),
  };
}

describe('seedTaxonomies', () => {
  it('changes nothing when run again', async () => {
    const before = await snapshot();
    await seedTaxonomies(handle.db);
    await seedTaxonomies(handle.db);
    expect(await snapshot()).toEqual(before);
  });

  it('skips a database already seeded with this data, and seeds one that is not', async () => {
    const [removed] = await handle.db.select().from(otherQualifications).limit(1);
    if (!removed) throw new Error('no other qualification seeded');
    await handle.db.delete(otherQualifications).where(eq(otherQualifications.id, removed.id));

    // The marker says this data is in: a start does not look again (an admin's deletion stays).
    await seedTaxonomies(handle.db);
    const afterSkip = await handle.db.select().from(otherQualifications);
    expect(afterSkip.map((row) => row.id)).not.toContain(removed.id);

    // Without it (a database from before the marker, or other seed data) the rows come back.
    await handle.db.delete(settings).where(eq(settings.key, TAXONOMIES_SEEDED_KEY));
    await seedTaxonomies(handle.db);
    const [restored] = await handle.db
      .select()
      .from(otherQualifications)
      .where(eq(otherQualifications.id, removed.id));
    expect(restored).toEqual(removed);
  });

  it('makes id 1 the default discipline and id 2 the one with software skills', async () => {
    const [first, second] = await handle.db
      .select()
      .from(industries)
      .orderBy(asc(industries.id))
      .limit(2);
    expect(first).toEqual({ id: 1, name: 'Marketing & Communications' });
    expect(second).toEqual({ id: 2, name: 'Design & Creative' });

    const designSoftware = await handle.db
      .select({ name: skills.name })
      .from(skills)
      .innerJoin(skillIndustries, eq(skillIndustries.skillId, skills.id))
      .where(sql`${skillIndustries.industryId} = 2 and ${skills.software}`);
    expect(designSoftware.map((skill) => skill.name)).toEqual(
      expect.arrayContaining(['Figma', 'Adobe Photoshop']),
    );
    expect(designSoftware.length).toBeGreaterThanOrEqual(8);
  });

  it('gives every discipline skills, genres, qualifications and a position at every level', async () => {
    const {
      industries: all,
      skillIndustries: skillLinks,
      genreIndustries: genreLinks,
      qualificationIndustries: qualificationLinks,
      positions: titles,
    } = await snapshot();
    expect(all.length).toBeGreaterThanOrEqual(8);
    for (const { id } of all) {
      expect(skillLinks.filter((link) => link.industryId === id).length).toBeGreaterThanOrEqual(10);
      expect(genreLinks.some((link) => link.industryId === id)).toBe(true);
      expect(qualificationLinks.some((link) => link.industryId === id)).toBe(true);
      for (const level of JOB_LEVEL_KEYS) {
        expect(titles.some((title) => title.industryId === id && title.jobLevelKey === level)).toBe(
          true,
        );
      }
    }
  });

  it('includes the eleven network chips among the services', async () => {
    const slugs = (await handle.db.select({ slug: services.slug }).from(services)).map(
      (row) => row.slug,
    );
    expect(slugs).toEqual(expect.arrayContaining([...NETWORK_CHIP_SLUGS]));
    expect(NETWORK_CHIP_SLUGS).toHaveLength(11);
  });

  it('has the three job types and six job levels', async () => {
    const { jobTypes: types, jobLevels: levels } = await snapshot();
    expect(types.map((type) => [type.key, type.name])).toEqual([
      ['FREELANCE', 'Freelance'],
      ['PERMANENT', 'Permanent'],
      ['BOTH', 'Both'],
    ]);
    expect(levels.map((level) => level.key)).toEqual([...JOB_LEVEL_KEYS]);
    expect(levels.every((level) => level.description.length > 0)).toBe(true);
  });

  it('leaves identities ahead of the seeded ids, so new rows do not collide', async () => {
    const [industry] = await handle.db
      .insert(industries)
      .values({ name: 'Events & Experiential' })
      .returning();
    const [skill] = await handle.db.insert(skills).values({ name: 'Event Production' }).returning();
    const [position] = await handle.db
      .insert(positions)
      .values({ name: 'Event Producer', industryId: 1, jobLevelKey: 'MID' })
      .returning();
    const {
      industries: allIndustries,
      skills: allSkills,
      positions: allPositions,
    } = await snapshot();
    expect(industry?.id).toBe(Math.max(...allIndustries.map((row) => row.id)));
    expect(skill?.id).toBe(Math.max(...allSkills.map((row) => row.id)));
    expect(position?.id).toBe(Math.max(...allPositions.map((row) => row.id)));

    // A later seed run (the next start) keeps them and moves no sequence backwards.
    await seedTaxonomies(handle.db);
    const [next] = await handle.db
      .insert(industries)
      .values({ name: 'Sustainability' })
      .returning();
    expect(next?.id).toBe((industry?.id ?? 0) + 1);
  });
});
