/**
 * A candidate's own profile: what it holds beyond onboarding (education, experience,
 * skills, CVs, supporting documents, preferences), its edits, and whether it is complete
 * enough to apply.
 *
 * Every edit is the candidate's own (`userId` is the caller, whose type the resolvers
 * checked) and is refused NOT_FOUND for another user's entry, so ids cannot be probed.
 * An account awaiting approval edits too: it builds the profile an admin approves.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { messages } from '../../../shared/messages';
import {
  DOCUMENTS_MAX,
  ENTRIES_MAX,
  RESUMES_MAX,
  type AddDocumentValues,
  type EditProfileValues,
  type EducationValues,
  type ExperienceValues,
  type ManageCvFacts,
  type ManageCvValues,
} from '../../../shared/validation/candidate-profile';
import type { Database } from '../../db/client';
import {
  educations,
  experiences,
  genreIndustries,
  genres,
  industries,
  otherQualifications,
  qualificationIndustries,
  qualifications,
  resumes,
  services,
  skillIndustries,
  skills,
  supportingDocuments,
  userGenres,
  userIndustries,
  userOtherQualifications,
  userQualifications,
  userServices,
  userSkills,
  users,
} from '../../db/schema';
import { badUserInput, notFound } from '../../platform/domain-error';
import { rowIdOf } from '../../platform/ids';
import { type FileService, fileUrl, type UploadKind } from '../files';
import { readProfileLists, type ProfileLists } from './profile-lists';
import { completenessOf, profileFacts, type Completeness } from './profile-completeness';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const text = messages.candidates.validation;

const unique = (ids: readonly string[]) => [...new Set(ids.map(Number))];

export class CandidateProfileService {
  constructor(
    private readonly db: Database,
    private readonly files: FileService,
  ) {}

  /** Whether the candidate may apply as far as the profile goes (status is checked apart). */
  async completeness(userId: number): Promise<Completeness> {
    const facts = await profileFacts(this.db, userId);
    if (!facts) throw notFound();
    return completenessOf(facts);
  }

  /** The profile's lists (profile-lists.ts). */
  lists(userId: number): Promise<ProfileLists> {
    return readProfileLists(this.db, userId);
  }

  /** What the manage-cv save needs already stored: an active CV and an experience. */
  async manageCvFacts(userId: number): Promise<ManageCvFacts> {
    const facts = await profileFacts(this.db, userId);
    if (!facts) throw notFound();
    return { activeResumes: facts.activeResumes, experiences: facts.experiences };
  }

  // Experience and education: the manage-cv modals.

  async addExperience(userId: number, values: ExperienceValues): Promise<void> {
    await this.belowLimit(experiences, experiences.userId, userId, ENTRIES_MAX);
    await this.db.insert(experiences).values({ userId, ...experienceColumns(values) });
  }

  async updateExperience(userId: number, id: number, values: ExperienceValues): Promise<void> {
    const updated = await this.db
      .update(experiences)
      .set(experienceColumns(values))
      .where(and(eq(experiences.id, id), eq(experiences.userId, userId)))
      .returning({ id: experiences.id });
    if (updated.length === 0) throw notFound(messages.candidates.notFound);
  }

  async deleteExperience(userId: number, id: number): Promise<void> {
    const deleted = await this.db
      .delete(experiences)
      .where(and(eq(experiences.id, id), eq(experiences.userId, userId)))
      .returning({ id: experiences.id });
    if (deleted.length === 0) throw notFound(messages.candidates.notFound);
  }

  async addEducation(userId: number, values: EducationValues): Promise<void> {
    await this.belowLimit(educations, educations.userId, userId, ENTRIES_MAX);
    await this.db.insert(educations).values({ userId, ...educationColumns(values) });
  }

  async updateEducation(userId: number, id: number, values: EducationValues): Promise<void> {
    const updated = await this.db
      .update(educations)
      .set(educationColumns(values))
      .where(and(eq(educations.id, id), eq(educations.userId, userId)))
      .returning({ id: educations.id });
    if (updated.length === 0) throw notFound(messages.candidates.notFound);
  }

  async deleteEducation(userId: number, id: number): Promise<void> {
    const deleted = await this.db
      .delete(educations)
      .where(and(eq(educations.id, id), eq(educations.userId, userId)))
      .returning({ id: educations.id });
    if (deleted.length === 0) throw notFound(messages.candidates.notFound);
  }

  // Edit Profile and Manage CV saves.

  /** Edit Profile: the bio and every list, each replaced by the one given. */
  async saveProfile(userId: number, values: EditProfileValues): Promise<void> {
    const industryIds = unique(values.industries);
    await this.requireExisting('input.industries', industries, industryIds);
    const skillIds = unique(values.skills);
    const softwareIds = unique(values.software_skills);
    await this.requireSkills('input.skills', skillIds, industryIds, false);
    await this.requireSkills('input.software_skills', softwareIds, industryIds, true);
    const qualificationIds = unique(values.qualifications);
    await this.requireOfIndustries(
      'input.qualifications',
      qualificationIds,
      industryIds,
      qualifications,
      qualificationIndustries.qualificationId,
      qualificationIndustries.industryId,
    );
    const otherIds = unique(values.other_qualifications);
    await this.requireOfIndustries(
      'input.other_qualifications',
      otherIds,
      industryIds,
      otherQualifications,
      otherQualifications.id,
      otherQualifications.industryId,
    );
    const serviceIds = unique(values.services);
    await this.requireExisting('input.services', services, serviceIds);
    const genreIds = unique(values.genres);
    await this.requireOfIndustries(
      'input.genres',
      genreIds,
      industryIds,
      genres,
      genreIndustries.genreId,
      genreIndustries.industryId,
    );
    const top = new Set(unique(values.top_skills));

    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ bio: values.bio }).where(eq(users.id, userId));
      await replaceIndustries(tx, userId, industryIds);
      await tx.delete(userSkills).where(eq(userSkills.userId, userId));
      const allSkills = [...new Set([...skillIds, ...softwareIds])];
      if (allSkills.length > 0) {
        await tx
          .insert(userSkills)
          .values(allSkills.map((skillId) => ({ userId, skillId, isTop: top.has(skillId) })));
      }
      await replaceLinks(tx, userQualifications, userId, qualificationIds, (qualificationId) => ({
        userId,
        qualificationId,
      }));
      await replaceLinks(tx, userOtherQualifications, userId, otherIds, (otherQualificationId) => ({
        userId,
        otherQualificationId,
      }));
      await replaceLinks(tx, userServices, userId, serviceIds, (serviceId) => ({
        userId,
        serviceId,
      }));
      await replaceLinks(tx, userGenres, userId, genreIds, (genreId) => ({ userId, genreId }));
    });
  }

  /**
   * Manage CV: job types, working hours, category experience and the (non-software) skills
   * with the top ones. Software skills stay; the top skills become exactly those given, so
   * there are never more than 3.
   */
  async saveManageCv(userId: number, values: ManageCvValues): Promise<void> {
    const industryIds = unique(values.industries);
    await this.requireExisting('input.industries', industries, industryIds);
    const skillIds = unique(values.skills);
    await this.requireSkills('input.skills', skillIds, industryIds, false);
    const top = new Set(unique(values.top_skills));

    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          jobTypes: [...new Set(values.job_types)],
          workingHours: [...new Set(values.working_hours)],
        })
        .where(eq(users.id, userId));
      await replaceIndustries(tx, userId, industryIds);
      const softwareSkills = tx
        .select({ id: skills.id })
        .from(skills)
        .where(eq(skills.software, true));
      await tx
        .delete(userSkills)
        .where(
          and(eq(userSkills.userId, userId), sql`${userSkills.skillId} not in ${softwareSkills}`),
        );
      await tx.update(userSkills).set({ isTop: false }).where(eq(userSkills.userId, userId));
      if (skillIds.length > 0) {
        await tx
          .insert(userSkills)
          .values(skillIds.map((skillId) => ({ userId, skillId, isTop: top.has(skillId) })));
      }
    });
  }

  // CVs: exactly one active while there is any.

  /** Adds the caller's `resume` upload as a CV and makes it the active one. */
  async addResume(userId: number, fileId: number): Promise<void> {
    const file = await this.ownedUpload(userId, fileId, 'resume', 'input.file');
    await this.db.transaction(async (tx) => {
      await lockProfile(tx, userId);
      const [existing] = await tx
        .select({ id: resumes.id })
        .from(resumes)
        .where(and(eq(resumes.userId, userId), eq(resumes.file, file.path)));
      if (!existing) {
        const [row] = await tx
          .select({ n: count() })
          .from(resumes)
          .where(eq(resumes.userId, userId));
        if ((row?.n ?? 0) >= RESUMES_MAX) {
          throw badUserInput({ 'input.file': [text.tooMany(RESUMES_MAX)] });
        }
      }
      await tx.update(resumes).set({ active: false }).where(eq(resumes.userId, userId));
      if (existing) {
        await tx.update(resumes).set({ active: true }).where(eq(resumes.id, existing.id));
      } else {
        await tx
          .insert(resumes)
          .values({ userId, file: file.path, originalName: file.originalName, active: true });
      }
    });
  }

  async activateResume(userId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockProfile(tx, userId);
      const [row] = await tx
        .select({ id: resumes.id })
        .from(resumes)
        .where(and(eq(resumes.id, id), eq(resumes.userId, userId)));
      if (!row) throw notFound(messages.candidates.notFound);
      await tx.update(resumes).set({ active: false }).where(eq(resumes.userId, userId));
      await tx.update(resumes).set({ active: true }).where(eq(resumes.id, id));
    });
  }

  /** Deletes a CV; the active one passes to the newest remaining. */
  async deleteResume(userId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockProfile(tx, userId);
      const [deleted] = await tx
        .delete(resumes)
        .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
        .returning({ active: resumes.active });
      if (!deleted) throw notFound(messages.candidates.notFound);
      if (!deleted.active) return;
      const [newest] = await tx
        .select({ id: resumes.id })
        .from(resumes)
        .where(eq(resumes.userId, userId))
        .orderBy(desc(resumes.createdAt), desc(resumes.id))
        .limit(1);
      if (newest) await tx.update(resumes).set({ active: true }).where(eq(resumes.id, newest.id));
    });
  }

  // Supporting documents.

  async addSupportingDocument(userId: number, values: AddDocumentValues): Promise<void> {
    const file = await this.ownedUpload(
      userId,
      rowIdOf(values.file) ?? 0,
      'document',
      'input.file',
    );
    await this.belowLimit(
      supportingDocuments,
      supportingDocuments.userId,
      userId,
      DOCUMENTS_MAX,
      'input.file',
    );
    await this.db
      .insert(supportingDocuments)
      .values({ userId, name: values.name, file: file.path });
  }

  async deleteSupportingDocument(userId: number, id: number): Promise<void> {
    const deleted = await this.db
      .delete(supportingDocuments)
      .where(and(eq(supportingDocuments.id, id), eq(supportingDocuments.userId, userId)))
      .returning({ id: supportingDocuments.id });
    if (deleted.length === 0) throw notFound(messages.candidates.notFound);
  }

  // Checks.

  /** The caller's upload of `kind` (modules/files), as the path profile rows keep. */
  private async ownedUpload(
    userId: number,
    fileId: number,
    kind: UploadKind,
    field: string,
  ): Promise<{ path: string; originalName: string }> {
    const file = await this.files.ownedFile(fileId, userId, kind);
    if (!file) throw badUserInput({ [field]: [text.fileNotFound] });
    return { path: fileUrl(file.storedName), originalName: file.originalName };
  }

  private async belowLimit(
    table: PgTable,
    owner: PgColumn,
    userId: number,
    max: number,
    field = 'input',
  ): Promise<void> {
    const [row] = await this.db.select({ n: count() }).from(table).where(eq(owner, userId));
    if ((row?.n ?? 0) >= max) throw badUserInput({ [field]: [text.tooMany(max)] });
  }

  private async requireExisting(
    field: string,
    table: typeof industries | typeof services,
    ids: readonly number[],
  ): Promise<void> {
    if (ids.length === 0) return;
    const found = await this.db
      .select({ id: table.id })
      .from(table)
      .where(inArray(table.id, [...ids]));
    if (found.length < ids.length)
      throw badUserInput({ [field]: [messages.common.invalidSelection] });
  }

  /** Skills exist, are (not) software skills, and belong to one of the industries. */
  private async requireSkills(
    field: string,
    ids: readonly number[],
    industryIds: readonly number[],
    software: boolean,
  ): Promise<void> {
    if (ids.length === 0) return;
    const found = await this.db
      .select({ id: skills.id, software: skills.software, fits: ofIndustries(industryIds) })
      .from(skills)
      .where(inArray(skills.id, [...ids]));
    if (found.length < ids.length || found.some((row) => row.software !== software)) {
      throw badUserInput({ [field]: [messages.common.invalidSelection] });
    }
    if (found.some((row) => !row.fits)) throw badUserInput({ [field]: [text.notInIndustries] });

    function ofIndustries(chosen: readonly number[]): SQL<boolean> {
      return sql<boolean>`exists (select 1 from ${skillIndustries} where ${skillIndustries.skillId} = ${skills.id} and ${inArray(skillIndustries.industryId, [...chosen, 0])})`;
    }
  }

  /**
   * Ids of a taxonomy that exist and belong to one of the industries, through its link
   * column pair (`idColumn`, `industryColumn`): a link table, or the taxonomy's own column.
   */
  private async requireOfIndustries(
    field: string,
    ids: readonly number[],
    industryIds: readonly number[],
    target: typeof genres | typeof qualifications | typeof otherQualifications,
    idColumn: PgColumn,
    industryColumn: PgColumn,
  ): Promise<void> {
    if (ids.length === 0) return;
    const table = idColumn.table;
    const [existing, fitting] = await Promise.all([
      this.db
        .select({ id: target.id })
        .from(target)
        .where(inArray(target.id, [...ids])),
      this.db
        .selectDistinct({ id: idColumn })
        .from(table)
        .where(and(inArray(idColumn, [...ids]), inArray(industryColumn, [...industryIds, 0]))),
    ]);
    if (existing.length < ids.length)
      throw badUserInput({ [field]: [messages.common.invalidSelection] });
    if (fitting.length < ids.length) throw badUserInput({ [field]: [text.notInIndustries] });
  }
}

function experienceColumns(values: ExperienceValues) {
  return {
    title: values.title,
    company: values.company,
    description: values.description,
    from: values.from,
    to: values.present ? null : (values.to ?? null),
  };
}

function educationColumns(values: EducationValues) {
  return {
    schoolName: values.school_name,
    qualification: values.qualification,
    description: values.description,
    from: values.from,
    to: values.present ? null : (values.to ?? null),
  };
}

/**
 * Serialises the edits of one candidate's CVs (the user row's lock): two at once would
 * otherwise both clear the active flag and both set one, and the one-active index refuse
 * the second.
 */
async function lockProfile(tx: Transaction, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function replaceIndustries(tx: Transaction, userId: number, ids: readonly number[]) {
  await replaceLinks(tx, userIndustries, userId, ids, (industryId) => ({ userId, industryId }));
}

async function replaceLinks<T extends PgTable & { userId: PgColumn }>(
  tx: Transaction,
  table: T,
  userId: number,
  ids: readonly number[],
  row: (id: number) => T['$inferInsert'],
): Promise<void> {
  await tx.delete(table).where(eq(table.userId, userId));
  if (ids.length > 0) await tx.insert(table).values(ids.map(row));
}
