/**
 * A candidate whose profile is complete (profile-completeness.ts: photo, bio, an active CV,
 * an experience, a job type and a working hour, a category experience, 3 skills), written
 * straight into the tables, for the tests of what needs one (applying, "for you").
 */
import type { Database } from '../../db/client';
import {
  experiences,
  resumes,
  supportingDocuments,
  userIndustries,
  userSkills,
  users,
} from '../../db/schema';
import { eq } from 'drizzle-orm';
import { TaxonomyService } from '../taxonomies';
import { createCandidate, type UserFixture, type UserOverrides } from '../../testing/fixtures';

/** Discipline 1: no software skills or qualifications needed. */
const INDUSTRY_ID = 1;

export interface CompleteCandidate extends UserFixture {
  resumeId: number;
  resumeFile: string;
  documentId: number;
  documentFile: string;
}

export async function createCompleteCandidate(
  db: Database,
  overrides: UserOverrides = {},
): Promise<CompleteCandidate> {
  const candidate = await createCandidate(db, {
    avatar: '/files/' + 'a'.repeat(32) + '.png',
    bio: 'Brand designer with ten years of packaging work.',
    jobTypes: ['PERMANENT'],
    workingHours: ['FULLTIME'],
    ...overrides,
  });
  const userId = candidate.user.id;
  const skills = (await new TaxonomyService(db).skills([INDUSTRY_ID]))
    .filter((skill) => !skill.software)
    .slice(0, 3);
  const resumeFile = `/files/${userId.toString(16).padStart(32, 'c')}.pdf`;
  const documentFile = `/files/${userId.toString(16).padStart(32, 'd')}.pdf`;
  const [[resume], [document]] = await Promise.all([
    db
      .insert(resumes)
      .values({ userId, file: resumeFile, originalName: 'CV.pdf', active: true })
      .returning(),
    db
      .insert(supportingDocuments)
      .values({ userId, name: 'Portfolio', file: documentFile })
      .returning(),
    db.insert(experiences).values({
      userId,
      title: 'Designer',
      company: 'Acme',
      from: '2018-01-01',
    }),
    db.insert(userIndustries).values({ userId, industryId: INDUSTRY_ID }),
    db.insert(userSkills).values(skills.map((skill) => ({ userId, skillId: skill.id }))),
  ]);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return {
    ...candidate,
    user: user!,
    resumeId: resume!.id,
    resumeFile,
    documentId: document!.id,
    documentFile,
  };
}
