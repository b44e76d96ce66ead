import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { experiences, genres, preferences, resumes } from '../../db/schema';
import { createTestDatabase } from '../../testing/test-database';
import { createCandidate } from '../../testing/fixtures';
import { readProfileLists, yearsBetween } from './profile-lists';

describe('readProfileLists', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('reads every list in the pages’ order', async () => {
    const { db } = handle;
    const { user } = await createCandidate(db);
    await db.insert(experiences).values([
      { userId: user.id, title: 'Junior', company: 'A', from: '2015-01-01', to: '2018-01-01' },
      { userId: user.id, title: 'Lead', company: 'B', from: '2021-01-01' },
      { userId: user.id, title: 'Mid', company: 'C', from: '2018-02-01', to: '2020-12-31' },
    ]);
    await db.insert(resumes).values([
      { userId: user.id, file: '/files/a.pdf', originalName: 'a.pdf', active: true },
      { userId: user.id, file: '/files/b.pdf', originalName: 'b.pdf' },
    ]);
    const [genre] = await db.select().from(genres).limit(1);
    await db
      .insert(preferences)
      .values({ userId: user.id, jobTypes: ['FREELANCE'], genreIds: [genre!.id] });

    const lists = await readProfileLists(db, user.id);
    expect(lists.experiences.map((row) => row.title)).toEqual(['Lead', 'Mid', 'Junior']);
    expect(lists.resumes.map((row) => row.active)).toEqual([true, false]);
    expect(lists.preferences[0]).toMatchObject({
      jobTypes: ['FREELANCE'],
      genres: [{ id: genre!.id, name: genre!.name }],
    });
    expect(lists.skills).toEqual([]);
  });
});

describe('yearsBetween', () => {
  it('counts whole years, to today when Present', () => {
    expect(yearsBetween('2020-03-15', '2023-03-14')).toBe(2);
    expect(yearsBetween('2020-03-15', '2023-03-15')).toBe(3);
    expect(yearsBetween('2020-03-15', null, new Date('2026-11-26T00:00:00Z'))).toBe(6);
    expect(yearsBetween('2026-01-01', '2025-01-01')).toBe(0);
  });
});
