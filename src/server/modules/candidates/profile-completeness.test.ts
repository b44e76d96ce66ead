import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import {
  experiences,
  qualifications,
  resumes,
  skills,
  userIndustries,
  userQualifications,
  userSkills,
  users,
} from '../../db/schema';
import { createTestDatabase } from '../../testing/test-database';
import { createCandidate } from '../../testing/fixtures';
import {
  completenessOf,
  profileFacts,
  SOFTWARE_DISCIPLINE_ID,
  type ProfileFacts,
} from './profile-completeness';

const complete: ProfileFacts = {
  avatar: '/files/photo.png',
  bio: 'Designer.',
  jobTypes: ['FREELANCE'],
  workingHours: ['FULLTIME'],
  activeResumes: 1,
  experiences: 1,
  industryIds: [1],
  skills: 3,
  softwareSkills: 0,
  qualifications: 0,
};

describe('completenessOf', () => {
  it('is complete when every rule is met', () => {
    expect(completenessOf(complete)).toEqual({ complete: true, missing: [] });
  });

  it('names everything an empty profile lacks, in the dialog’s order', () => {
    const empty: ProfileFacts = {
      avatar: null,
      bio: '  ',
      jobTypes: [],
      workingHours: [],
      activeResumes: 0,
      experiences: 0,
      industryIds: [],
      skills: 2,
      softwareSkills: 0,
      qualifications: 0,
    };
    expect(completenessOf(empty).missing).toEqual([
      'avatar',
      'bio',
      'resume',
      'experience',
      'jobTypes',
      'workingHours',
      'industries',
      'skills',
    ]);
  });

  it('asks discipline 2 for software skills and qualifications', () => {
    const software = { ...complete, industryIds: [1, SOFTWARE_DISCIPLINE_ID] };
    expect(completenessOf(software).missing).toEqual(['softwareSkills', 'qualifications']);
    expect(completenessOf({ ...software, softwareSkills: 1, qualifications: 1 }).complete).toBe(
      true,
    );
  });
});

describe('profileFacts', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('reads a candidate’s profile in one statement; null for no such user', async () => {
    const { db } = handle;
    const { user } = await createCandidate(db);
    expect(await profileFacts(db, user.id)).toMatchObject({
      activeResumes: 0,
      experiences: 0,
      industryIds: [],
      skills: 0,
    });

    await db
      .update(users)
      .set({
        avatar: '/files/a.png',
        bio: 'Hi',
        jobTypes: ['PERMANENT'],
        workingHours: ['PARTTIME'],
      })
      .where(eq(users.id, user.id));
    await db.insert(resumes).values([
      { userId: user.id, file: '/files/old.pdf', originalName: 'old.pdf', active: false },
      { userId: user.id, file: '/files/cv.pdf', originalName: 'cv.pdf', active: true },
    ]);
    await db
      .insert(experiences)
      .values({ userId: user.id, title: 'Designer', company: 'Studio', from: '2020-01-01' });
    await db.insert(userIndustries).values({ userId: user.id, industryId: SOFTWARE_DISCIPLINE_ID });
    const software = await db.select().from(skills).where(eq(skills.software, true)).limit(1);
    const craft = await db.select().from(skills).where(eq(skills.software, false)).limit(3);
    await db
      .insert(userSkills)
      .values([...software, ...craft].map((skill) => ({ userId: user.id, skillId: skill.id })));
    const [qualification] = await db.select().from(qualifications).limit(1);
    await db
      .insert(userQualifications)
      .values({ userId: user.id, qualificationId: qualification!.id });

    const facts = await profileFacts(db, user.id);
    expect(facts).toMatchObject({
      activeResumes: 1,
      experiences: 1,
      industryIds: [SOFTWARE_DISCIPLINE_ID],
      skills: 3,
      softwareSkills: 1,
      qualifications: 1,
    });
    expect(completenessOf(facts!)).toEqual({ complete: true, missing: [] });
    expect(await profileFacts(db, 999_999)).toBeNull();
  });

  it('keeps one active CV per candidate', async () => {
    const { db } = handle;
    const { user } = await createCandidate(db);
    const cv = { userId: user.id, originalName: 'cv.pdf', active: true };
    await db.insert(resumes).values({ ...cv, file: '/files/1.pdf' });
    await expect(db.insert(resumes).values({ ...cv, file: '/files/2.pdf' })).rejects.toThrow();
  });
});
