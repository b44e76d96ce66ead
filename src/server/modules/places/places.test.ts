import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidate, createEmployer } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { loadCitiesJsonIndex } from './geonames-place-search';

const SEARCH = graphql(`
  query PlacesSearch($query: String!, $first: Int) {
    searchPlaces(query: $query, first: $first) {
      id
      name
      district
      region
      country
      label
    }
  }
`);

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ limits: 'off' });
  const employer = await createEmployer(t.db);
  token = await t.login(employer.email, employer.password);
});
afterAll(() => t.close());

async function search(query: string, first?: number) {
  const answer = await t.graphql(SEARCH, { token, variables: { query, first } });
  expect(answer.errors).toBeUndefined();
  return answer.data?.searchPlaces ?? [];
}

const labels = async (query: string, first?: number) =>
  (await search(query, first)).map((place) => place.label);

describe('searchPlaces', () => {
  it('refuses a signed-out caller', async () => {
    const answer = await t.graphql(SEARCH, { variables: { query: 'Hove' } });
    expect(answer.data).toBeNull();
    expect(answer.errors).toMatchObject([
      { message: 'Unauthenticated.', extensions: { code: 'UNAUTHENTICATED' } },
    ]);
  });

  it('answers every signed-in group', async () => {
    const candidate = await createCandidate(t.db);
    const candidateToken = await t.login(candidate.email, candidate.password);
    const answer = await t.graphql(SEARCH, {
      token: candidateToken,
      variables: { query: 'Hove', first: 1 },
    });
    expect(answer.data?.searchPlaces.map((place) => place.label)).toEqual([
      'Hove, Brighton and Hove, England',
    ]);
  });

  it('knows real UK villages with their district and region (GeoNames data)', async () => {
    expect((await search('Ditchling', 1))[0]).toMatchObject({
      name: 'Ditchling',
      district: 'East Sussex',
      region: 'England',
      country: 'United Kingdom',
      label: 'Ditchling, East Sussex, England',
    });
    expect(await labels('Bushmills', 1)).toEqual([
      'Bushmills, Causeway Coast and Glens, Northern Ireland',
    ]);
    expect(await labels('Portree', 1)).toEqual(['Portree, Highland, Scotland']);
    expect(await labels('Tenby', 1)).toEqual(['Tenby, Pembrokeshire, Wales']);
    expect(await labels('Lavenham', 1)).toEqual(['Lavenham, Suffolk, England']);
    expect(await labels('Rottingdean', 1)).toEqual(['Rottingdean, Brighton and Hove, England']);
  });

  it('puts an exact UK town before a bigger foreign namesake', async () => {
    const boston = await labels('Boston', 5);
    expect(boston[0]).toBe('Boston, Lincolnshire, England');
    expect(boston).toContain('Boston, Suffolk County, Massachusetts, United States');
    expect((await labels('Perth', 3))[0]).toBe('Perth, Perth and Kinross, Scotland');
  });

  it('puts the UK first, then the main town among namesakes', async () => {
    const places = await search('lon', 10);
    expect(places[0]?.label).toBe('London, Greater London, England');
    expect(places.every((place) => place.country === 'United Kingdom')).toBe(true);
    expect((await labels('Newport', 2))[0]).toBe('Newport, Wales');
    const paris = await labels('Paris', 5);
    expect(paris[0]).toBe('Paris, Île-de-France, France');
  });

  it('labels a place abroad with its region and country, without repeats', async () => {
    expect((await search('paris france', 1))[0]).toMatchObject({
      name: 'Paris',
      district: 'Paris',
      region: 'Île-de-France',
      country: 'France',
      label: 'Paris, Île-de-France, France',
    });
  });

  it('ignores accents and case, and matches the start of any word', async () => {
    expect(await labels('ZURICH', 1)).toEqual(await labels('Zürich', 1));
    expect((await labels('zurich', 1))[0]).toMatch(/^Zürich, /);
    expect(await labels('bourton on the', 1)).toEqual([
      'Bourton on the Water, Gloucestershire, England',
    ]);
    expect(await labels('stortford', 1)).toEqual(['Bishops Stortford, Hertfordshire, England']);
    expect(await labels('kings lyn', 1)).toEqual(["King's Lynn, Norfolk, England"]);
    expect(await labels("King's Lynn", 1)).toEqual(["King's Lynn, Norfolk, England"]);
    expect((await labels("Bo'ness", 1))[0]).toMatch(/^Bo’ness, /);
  });

  it('gives 10 places unless asked, never more than 20, at least one', async () => {
    expect(await search('ba')).toHaveLength(10);
    expect(await search('ba', 50)).toHaveLength(20);
    expect(await search('ba', 0)).toHaveLength(1);
    expect(await search('ba', -3)).toHaveLength(1);
  });

  it('answers [] for a query under 2 or over 100 characters, trimmed', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    expect(await search(' h ')).toEqual([]);
    expect(await search('ho')).toHaveLength(10);
    expect(await search(`  Hove${' '.repeat(120)}`, 1)).toHaveLength(1);
    expect(await search('Hove '.repeat(21))).toEqual([]);
    expect(await search('x'.repeat(10_000))).toEqual([]);
  });

  it('treats hostile text as text', async () => {
    for (const query of [
      "'; DROP TABLE users; --",
      '%_%',
      '.*',
      '(a+)+$',
      '\u0000\u0000',
      '<script>alert(1)</script>',
      '😀😀😀',
      'a '.repeat(50),
    ]) {
      const answer = await t.graphql(SEARCH, { token, variables: { query } });
      expect(answer.errors).toBeUndefined();
      expect(Array.isArray(answer.data?.searchPlaces)).toBe(true);
    }
  });

  it('refuses a query that is not a string', async () => {
    const answer = await t.graphql('query { searchPlaces(query: 5) { id } }', { token });
    expect(answer.status).toBe(400);
  });
});

describe('the GeoNames index', () => {
  it('answers a search far faster than reading every name, once loaded', async () => {
    const index = await loadCitiesJsonIndex();
    // What a search without the index would do: read every name (the index keeps them).
    const names = (index as unknown as { d: { names: string[] } }).d.names;
    const scan = (query: string) => names.filter((name) => name.toLowerCase().includes(query));
    const queries = ['lon', 'ba', 'sa', 'new', 'st', 'a b', 'newport wales', 'paris', 'zz'];
    for (const query of queries) {
      index.search(query, 20);
      scan(query);
    }
    const searches: number[] = [];
    const scans: number[] = [];
    const time = (run: () => unknown) => {
      const start = performance.now();
      run();
      return performance.now() - start;
    };
    for (let round = 0; round < 5; round++) {
      for (const query of queries) {
        searches.push(time(() => index.search(query, 20)));
        scans.push(time(() => scan(query)));
      }
    }
    // Medians of runs taken in turn, so a busy machine slows both alike: no fixed number of ms.
    // About a tenth here; a search that read every name would come near a full scan.
    const median = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
    expect(median(searches) / median(scans)).toBeLessThan(0.25);
  });
});
