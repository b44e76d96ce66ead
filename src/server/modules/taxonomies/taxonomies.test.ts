import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENRES } from './data/genres';
import { INDUSTRIES, INDUSTRY } from './data/industries';
import { JOB_LEVELS } from './data/job-levels';
import { OTHER_QUALIFICATIONS } from './data/other-qualifications';
import { POSITIONS } from './data/positions';
import { QUALIFICATIONS } from './data/qualifications';
import { SKILLS } from './data/skills';
import { messages } from '../../../shared/messages';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { graphql } from '../../testing/gql';

// Expectations come from the seed data itself, so they hold as the lists grow.
const ids = (rows: readonly { id: number | string }[]) =>
  rows.map((row) => Number(row.id)).sort((a, b) => a - b);
const byName = <T extends { name: string }>(rows: readonly T[]) =>
  rows.map((row) => row.name).sort((a, b) => a.localeCompare(b));

describe('taxonomy queries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the disciplines in id order, the default first', async () => {
    const answer = await t.graphql<{ industries: { id: string; name: string }[] }>(
      '{ industries { id name } }',
    );
    expect(answer.data?.industries).toEqual(
      INDUSTRIES.map(({ id, name }) => ({ id: String(id), name })),
    );
  });

  it('lists experience levels in their order', async () => {
    const answer = await t.graphql<{ allJobLevels: { key: string }[] }>(
      '{ allJobLevels { key name description } }',
    );
    expect(answer.data?.allJobLevels.map((level) => level.key)).toEqual(
      JOB_LEVELS.map((level) => level.key),
    );
  });

  it('lists services and job types', async () => {
    const answer = await t.graphql<{ services: unknown[]; jobTypes: unknown[] }>(
      '{ services { id slug name } jobTypes { key name } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.services.length).toBeGreaterThan(0);
    expect(answer.data?.jobTypes.length).toBeGreaterThan(0);
  });

  it('gives the skills of the chosen disciplines, each with all of its disciplines, sorted by name', async () => {
    const chosen = [INDUSTRY.DESIGN, INDUSTRY.FILM];
    const answer = await t.graphql<{
      skills: { id: string; name: string; software: boolean; industries: { id: string }[] }[];
    }>(
      'query Skills($industries: [ID!]!) { skills(industries: $industries) { id name software industries { id name } } }',
      { variables: { industries: chosen.map(String) } },
    );

    const expected = SKILLS.filter((skill) =>
      skill.industryIds.some((id) => chosen.includes(id as never)),
    );
    const skills = answer.data?.skills ?? [];
    expect(ids(skills)).toEqual(ids(expected));
    expect(skills.map((skill) => skill.name)).toEqual(byName(expected));
    for (const skill of skills) {
      const seed = SKILLS.find((candidate) => candidate.id === Number(skill.id));
      expect(ids(skill.industries)).toEqual([...(seed?.industryIds ?? [])].sort((a, b) => a - b));
      expect(skill.software).toBe(seed?.software);
    }
  });

  it('gives the positions of the chosen disciplines at the chosen levels', async () => {
    const answer = await t.graphql<{ positions: { id: string; name: string }[] }>(
      'query Positions($industries: [ID!]!, $levels: [String!]!) { positions(industries: $industries, jobLevels: $levels) { id name } }',
      {
        variables: {
          industries: [String(INDUSTRY.MARKETING), String(INDUSTRY.DIGITAL)],
          levels: ['MID', 'SENIOR'],
        },
      },
    );
    const expected = POSITIONS.filter(
      (position) =>
        [INDUSTRY.MARKETING, INDUSTRY.DIGITAL].includes(position.industryId as never) &&
        ['MID', 'SENIOR'].includes(position.jobLevelKey),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(answer.data?.positions ?? [])).toEqual(ids(expected));
  });

  it('gives every genre without disciplines, and only theirs with them', async () => {
    const all = await t.graphql(
      graphql(`
        query TaxonomiesAllGenres {
          genres {
            id
            name
          }
        }
      `),
    );
    expect(ids(all.data?.genres ?? [])).toEqual(ids(GENRES));

    const film = await t.graphql<{ genres: { id: string }[] }>(
      `{ genres(industries: ["${INDUSTRY.FILM}"]) { id name } }`,
    );
    const expected = GENRES.filter((genre) => genre.industryIds.includes(INDUSTRY.FILM));
    expect(ids(film.data?.genres ?? [])).toEqual(ids(expected));
    expect(expected.length).toBeLessThan(GENRES.length);

    const none = await t.graphql(
      graphql(`
        query TaxonomiesNoGenres {
          genres(industries: []) {
            id
          }
        }
      `),
    );
    expect(none.data?.genres).toEqual([]);
  });

  it('gives the qualifications of the chosen disciplines', async () => {
    const answer = await t.graphql<{ qualifications: { id: string }[] }>(
      `{ qualifications(industries: ["${INDUSTRY.DESIGN}"]) { id name } }`,
    );
    const expected = QUALIFICATIONS.filter((qualification) =>
      qualification.industryIds.includes(INDUSTRY.DESIGN),
    );
    expect(ids(answer.data?.qualifications ?? [])).toEqual(ids(expected));
  });

  it('gives other qualifications with their discipline', async () => {
    const answer = await t.graphql<{
      otherQualifications: { id: string; industry: { id: string } }[];
    }>(
      `{ otherQualifications(industries: ["${INDUSTRY.DESIGN}"]) { id name industry { id name } } }`,
    );
    const expected = OTHER_QUALIFICATIONS.filter(
      (qualification) => qualification.industryId === INDUSTRY.DESIGN,
    );
    expect(ids(answer.data?.otherQualifications ?? [])).toEqual(ids(expected));
    expect(
      answer.data?.otherQualifications.every((row) => row.industry.id === String(INDUSTRY.DESIGN)),
    ).toBe(true);

    const all = await t.graphql<{ otherQualifications: unknown[] }>(
      '{ otherQualifications { id } }',
    );
    expect(all.data?.otherQualifications).toHaveLength(OTHER_QUALIFICATIONS.length);
  });

  it('answers BAD_USER_INPUT for ids that are not ids', async () => {
    const answer = await t.graphql(
      graphql(`
        query TaxonomiesSkillsOfBadIds {
          skills(industries: ["1", "design"]) {
            id
          }
        }
      `),
    );
    expect(answer.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      validation: { industries: [messages.common.invalidSelection] },
    });
  });
});
