/**
 * Place search: the contract every implementation meets (the offline GeoNames index in
 * `geonames-place-search.ts`; a hosted geocoder could be another), and the rules they share:
 * how text is compared and how a place is labelled. docs/place-search.md.
 */

export interface Place {
  /** Stable for the same data: the country, the coordinates and the name. */
  id: string;
  name: string;
  district: string | null;
  region: string | null;
  /** The country's English name. */
  country: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  label: string;
}

export interface PlaceSearch {
  /**
   * Up to `first` places for a query already checked by `searchRequest()`: UK places first,
   * then the best matches. May load its data on the first call.
   */
  search(query: string, first: number): Promise<Place[]>;
}

export const QUERY_MIN_LENGTH = 2;
export const QUERY_MAX_LENGTH = 100;
export const RESULTS_DEFAULT = 10;
export const RESULTS_MAX = 20;

/**
 * The query trimmed and `first` kept within 1..RESULTS_MAX, or null when the query is too
 * short or too long to name a place (the answer is then [] without searching).
 */
export function searchRequest(
  query: string,
  first: number | null | undefined,
): { query: string; first: number } | null {
  const trimmed = query.trim();
  if (trimmed.length < QUERY_MIN_LENGTH || trimmed.length > QUERY_MAX_LENGTH) return null;
  const limit = Math.min(Math.max(Math.trunc(first ?? RESULTS_DEFAULT), 1), RESULTS_MAX);
  return { query: trimmed, first: limit };
}

/** Letters that do not decompose into a base letter and an accent. */
const FOLDED: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * Text as searches compare it: accents and case gone ("Île" → "ile"), apostrophes dropped
 * ("Robin Hood's" → "robin hoods"), anything else that is not a letter or digit a space
 * ("Bourton-on-the-Water" → "bourton on the water"), spaces collapsed.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => FOLDED[letter] ?? letter)
    .replace(/['’ʼ`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * "Place, District, Region", each part left out when empty or a repeat of one before it
 * ("Paris, Paris, Île-de-France" → "Paris, Île-de-France"), and the country after them
 * outside the UK.
 */
export function placeLabel(parts: {
  name: string;
  district: string | null;
  region: string | null;
  country: string;
  countryCode: string;
}): string {
  const label = [parts.name];
  const seen = new Set([normalizeText(parts.name)]);
  const add = (part: string | null) => {
    const key = part ? normalizeText(part) : '';
    if (!part || key === '' || seen.has(key)) return;
    seen.add(key);
    label.push(part);
  };
  add(parts.district);
  add(parts.region);
  if (parts.countryCode !== 'GB') add(parts.country);
  return label.join(', ');
}
