import { createHash } from 'node:crypto';
import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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
  settings,
  skillIndustries,
  skills,
} from '../../db/schema';
import { GENRES } from './data/genres';
import { INDUSTRIES } from './data/industries';
import { JOB_LEVELS } from './data/job-levels';
import { JOB_TYPES } from './data/job-types';
import { OTHER_QUALIFICATIONS } from './data/other-qualifications';
import { POSITIONS } from './data/positions';
import { QUALIFICATIONS } from './data/qualifications';
import { SERVICES } from './data/services';
import { SKILLS } from './data/skills';

/** Marks a database seeded with this data; not a setting the admin CLI knows or changes. */
export const TAXONOMIES_SEEDED_KEY = 'seed.taxonomies';

/** What the seed data is: a change to any list seeds again on the next start. */
const TAXONOMIES_FINGERPRINT = createHash('sha256')
  .update(
    JSON.stringify([
      INDUSTRIES,
      JOB_LEVELS,
      JOB_TYPES,
      SERVICES,
      SKILLS,
      GENRES,
      QUALIFICATIONS,
      OTHER_QUALIFICATIONS,
      POSITIONS,
    ]),
  )
  .digest('hex');

/**
 * Adds the taxonomy rows that are missing, with their fixed ids, in one transaction.
 * Existing rows are left alone (an admin may have renamed one), so running it on every
 * start changes nothing once the data is there.
 */
export async function seedTaxonomies(db: Database): Promise<void> {
  // Every start runs this: a database already seeded with exactly this data (the build's
  // snapshot, or an earlier start) skips the inserts, a tenth of a fresh start's time.
  const [seeded] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, TAXONOMIES_SEEDED_KEY))
    .limit(1);
  if (seeded?.value === TAXONOMIES_FINGERPRINT) return;

  await db.transaction(async (tx) => {
    await tx
      .insert(industries)
      .values([...INDUSTRIES])
      .onConflictDoNothing();
    await tx
      .insert(jobLevels)
      .values([...JOB_LEVELS])
      .onConflictDoNothing();
    await tx
      .insert(jobTypes)
      .values([...JOB_TYPES])
      .onConflictDoNothing();
    await tx
      .insert(services)
      .values([...SERVICES])
      .onConflictDoNothing();

    await tx
      .insert(skills)
      .values(SKILLS.map(({ id, name, software }) => ({ id, name, software })))
      .onConflictDoNothing();
    await tx
      .insert(skillIndustries)
      .values(
        SKILLS.flatMap((skill) =>
          skill.industryIds.map((industryId) => ({ skillId: skill.id, industryId })),
        ),
      )
      .onConflictDoNothing();

    await tx
      .insert(genres)
      .values(GENRES.map(({ id, name }) => ({ id, name })))
      .onConflictDoNothing();
    await tx
      .insert(genreIndustries)
      .values(
        GENRES.flatMap((genre) =>
          genre.industryIds.map((industryId) => ({ genreId: genre.id, industryId })),
        ),
      )
      .onConflictDoNothing();

    await tx
      .insert(qualifications)
      .values(QUALIFICATIONS.map(({ id, name }) => ({ id, name })))
      .onConflictDoNothing();
    await tx
      .insert(qualificationIndustries)
      .values(
        QUALIFICATIONS.flatMap((qualification) =>
          qualification.industryIds.map((industryId) => ({
            qualificationId: qualification.id,
            industryId,
          })),
        ),
      )
      .onConflictDoNothing();

    await tx
      .insert(otherQualifications)
      .values([...OTHER_QUALIFICATIONS])
      .onConflictDoNothing();
    await tx
      .insert(positions)
      .values([...POSITIONS])
      .onConflictDoNothing();

    await advanceIdentities(tx, [
      [industries, INDUSTRIES],
      [services, SERVICES],
      [skills, SKILLS],
      [genres, GENRES],
      [qualifications, QUALIFICATIONS],
      [otherQualifications, OTHER_QUALIFICATIONS],
      [positions, POSITIONS],
    ]);
    await tx
      .insert(settings)
      .values({ key: TAXONOMIES_SEEDED_KEY, value: TAXONOMIES_FINGERPRINT })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: TAXONOMIES_FINGERPRINT, updatedAt: new Date() },
      });
  });
}

/**
 * Rows inserted with explicit ids do not move an identity's sequence, so the next row an
 * admin adds would collide with seeded id 1. Move each sequence past the seeded ids,
 * never backwards, and only when it is behind (so a second run writes nothing).
 */
async function advanceIdentities(
  db: Database,
  tables: ReadonlyArray<readonly [PgTable, ReadonlyArray<{ id: number }>]>,
): Promise<void> {
  const targets = tables.map(
    ([table, rows]) =>
      sql`(${getTableName(table)}, ${Math.max(...rows.map((row) => row.id))}::bigint)`,
  );
  await db.execute(sql`
    select setval(seq, target)
    from (
      select pg_get_serial_sequence(name, 'id')::regclass as seq, target
      from (values ${sql.join(targets, sql`, `)}) as seeded(name, target)
    ) as sequences
    where coalesce(pg_sequence_last_value(seq), 0) < target`);
}
