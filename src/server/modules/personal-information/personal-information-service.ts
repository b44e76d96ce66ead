/**
 * A candidate's personal information (edit-personal-information) and saved preferences.
 * Input arrives validated by the shared schemas (shared/validation/personal-information.ts);
 * this service adds what needs the database: that job levels, positions and genres exist,
 * that positions belong to the chosen role levels and the candidate's disciplines, the
 * preferences' maximum, and the permission checks (docs/security.md G6): candidates only,
 * each on their own rows. Approval is not needed: an INACTIVE candidate edits too.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  genres,
  jobLevels,
  positions,
  preferences,
  userIndustries,
  userPositions,
  users,
} from '../../db/schema';
import { badUserInput, forbidden, notFound, unauthenticated } from '../../platform/domain-error';
import { messages } from '../../../shared/messages';
import {
  PREFERENCES_MAX,
  type PersonalInformationValues,
  type PreferenceValues,
} from '../../../shared/validation/personal-information';
import type { PreferenceView } from './mappers';

const m = messages.personalInformation;

/** The brief's default discipline (id 1): positions are offered from it to a candidate with none. */
export const DEFAULT_INDUSTRY_ID = 1;

export type { PreferenceView } from './mappers';

type Executor = Pick<Database, 'select'>;

/** Preferences with their genres resolved, in one statement: active first, then newest. */
function selectPreferences(db: Executor, where: ReturnType<typeof eq>) {
  return db
    .select({
      id: preferences.id,
      jobTypes: preferences.jobTypes,
      active: preferences.active,
      genres: sql<{ id: number; name: string }[]>`coalesce((
        select json_agg(json_build_object('id', ${genres.id}, 'name', ${genres.name}) order by ${genres.name})
        from ${genres} where ${genres.id} = any(${preferences.genreIds})
      ), '[]'::json)`,
    })
    .from(preferences)
    .where(where)
    .orderBy(desc(preferences.active), desc(preferences.createdAt), desc(preferences.id));
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

export class PersonalInformationService {
  constructor(private readonly db: Database) {}

  /**
   * Saves the whole form. Positions are replaced by the ones sent, each of which must be of
   * a chosen role level and one of the candidate's disciplines: a change of role levels that
   * keeps positions of the old levels is refused, so the levels and positions stored always
   * agree (the form clears positions when the levels change).
   */
  async update(userId: number, values: PersonalInformationValues): Promise<void> {
    await this.requireCandidate(userId);
    const levels = unique(values.looking_for);
    const positionIds = unique(values.positions.map(Number));
    await this.requireJobLevels(levels);
    await this.requirePositionsOf(userId, levels, positionIds);
    const unit = values.salary_unit ?? null;

    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          firstName: values.first_name,
          lastName: values.last_name,
          pronouns: values.pronouns ?? null,
          position: values.position,
          company: values.company ?? null,
          phone: values.phone,
          phoneSecondary: values.phone_secondary ?? null,
          linkedin: values.linkedin ?? null,
          supportingUrl: values.supporting_url ?? null,
          address1: values.address_1,
          address2: values.address_2 ?? null,
          city: values.city,
          state: values.state,
          zip: values.zip,
          country: values.country,
          workLocation: values.location,
          payrollStatus: values.payroll_status,
          rightToWork: values.right_to_work,
          startDate: values.start_date,
          noticePeriod: values.notice_period,
          noticePeriodUnit: values.notice_period_unit,
          ethnicity: values.ethnicity ?? null,
          referee1: values.referee_1 ?? null,
          referee2: values.referee_2 ?? null,
          lookingFor: levels,
          languages: unique(values.languages),
          salaryCurrency: values.salary_currency,
          salaryUnit: unit,
          // No rate type, no range: the schema strips one sent without it.
          minimumSalary: unit ? (values.minimum_salary ?? null) : null,
          maximumSalary: unit ? (values.maximum_salary ?? null) : null,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
      await tx.delete(userPositions).where(eq(userPositions.userId, userId));
      if (positionIds.length > 0) {
        await tx
          .insert(userPositions)
          .values(positionIds.map((positionId) => ({ userId, positionId })));
      }
    });
  }

  /** The user's preferences, active first (what `User.preferences` answers). */
  async preferencesOf(userId: number): Promise<PreferenceView[]> {
    return selectPreferences(this.db, eq(preferences.userId, userId));
  }

  /** Only the active ones: what picks the opportunities for a candidate. */
  async activePreferencesOf(userId: number): Promise<PreferenceView[]> {
    return (await this.preferencesOf(userId)).filter((preference) => preference.active);
  }

  /**
   * A new, active preference. The count and the insert run under a lock on the user's row,
   * so two requests at once cannot go past the maximum.
   */
  async addPreference(userId: number, values: PreferenceValues): Promise<PreferenceView> {
    await this.requireCandidate(userId);
    const genreIds = await this.existingGenres(values.genres);
    const id = await this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [saved] = await tx
        .select({ n: count() })
        .from(preferences)
        .where(eq(preferences.userId, userId));
      if ((saved?.n ?? 0) >= PREFERENCES_MAX) {
        // Keyed by no field of the form, so the form shows it above its fields.
        const tooMany = m.preferencesMax(PREFERENCES_MAX);
        throw badUserInput({ 'input.preferences': [tooMany] }, tooMany);
      }
      const [row] = await tx
        .insert(preferences)
        .values({ userId, jobTypes: unique(values.job_types), genreIds, active: true })
        .returning({ id: preferences.id });
      if (!row) throw new Error('preference not inserted');
      return row.id;
    });
    return this.preference(userId, id);
  }

  async updatePreference(
    userId: number,
    id: number,
    values: PreferenceValues,
  ): Promise<PreferenceView> {
    await this.requireCandidate(userId);
    const genreIds = await this.existingGenres(values.genres);
    await this.ownPreference(userId, id, { jobTypes: unique(values.job_types), genreIds });
    return this.preference(userId, id);
  }

  async setPreferenceActive(userId: number, id: number, active: boolean): Promise<PreferenceView> {
    await this.requireCandidate(userId);
    await this.ownPreference(userId, id, { active });
    return this.preference(userId, id);
  }

  async deletePreference(userId: number, id: number): Promise<void> {
    await this.requireCandidate(userId);
    const deleted = await this.db
      .delete(preferences)
      .where(and(eq(preferences.id, id), eq(preferences.userId, userId)))
      .returning({ id: preferences.id });
    if (deleted.length === 0) throw notFound(m.preferenceNotFound);
  }

  /** Changes one of the user's own preferences; another's is as good as missing. */
  private async ownPreference(
    userId: number,
    id: number,
    change: Partial<typeof preferences.$inferInsert>,
  ): Promise<void> {
    const updated = await this.db
      .update(preferences)
      .set(change)
      .where(and(eq(preferences.id, id), eq(preferences.userId, userId)))
      .returning({ id: preferences.id });
    if (updated.length === 0) throw notFound(m.preferenceNotFound);
  }

  private async preference(userId: number, id: number): Promise<PreferenceView> {
    const [row] = await selectPreferences(
      this.db,
      and(eq(preferences.id, id), eq(preferences.userId, userId)) as ReturnType<typeof eq>,
    );
    if (!row) throw notFound(m.preferenceNotFound);
    return row;
  }

  private async requireCandidate(userId: number): Promise<void> {
    const [user] = await this.db
      .select({ type: users.type })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw unauthenticated();
    if (user.type !== 'FREELANCER') throw forbidden(m.candidateOnly);
  }

  private async requireJobLevels(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    const found = await this.db
      .select({ key: jobLevels.key })
      .from(jobLevels)
      .where(inArray(jobLevels.key, [...keys]));
    if (found.length < keys.length) {
      throw badUserInput({ 'input.looking_for': [messages.common.invalidSelection] });
    }
  }

  /**
   * Every position must exist, be of one of `levels`, and belong to one of the candidate's
   * disciplines (the brief's default discipline when they have none), as the positions
   * taxonomy offers them (`positions(industries, jobLevels)`).
   */
  private async requirePositionsOf(
    userId: number,
    levels: readonly string[],
    positionIds: readonly number[],
  ): Promise<void> {
    if (positionIds.length === 0) return;
    const refused = () => badUserInput({ 'input.positions': [messages.common.invalidSelection] });
    if (levels.length === 0) throw refused();
    const disciplines = await this.db
      .select({ id: userIndustries.industryId })
      .from(userIndustries)
      .where(eq(userIndustries.userId, userId));
    const industryIds =
      disciplines.length > 0 ? disciplines.map((row) => row.id) : [DEFAULT_INDUSTRY_ID];
    const found = await this.db
      .select({ id: positions.id })
      .from(positions)
      .where(
        and(
          inArray(positions.id, [...positionIds]),
          inArray(positions.jobLevelKey, [...levels]),
          inArray(positions.industryId, industryIds),
        ),
      );
    if (found.length < positionIds.length) throw refused();
  }

  /** The genre ids, once each, if all exist. */
  private async existingGenres(ids: readonly string[]): Promise<number[]> {
    const genreIds = unique(ids.map(Number));
    const found = await this.db
      .select({ id: genres.id })
      .from(genres)
      .where(inArray(genres.id, genreIds));
    if (found.length < genreIds.length) {
      throw badUserInput({ 'input.genres': [messages.common.invalidSelection] });
    }
    return genreIds;
  }
}
