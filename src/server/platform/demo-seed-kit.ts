/**
 * What every module's demo seed (`modules/<name>/demo-seed.ts`) is handed by the orchestrator
 * (seed/demo.ts): the PNG drawing, the file store and the list of written files, and the one
 * way to store a batch of images with their file rows.
 */
import type { Database } from '../db/database';
import { files } from '../db/schema';
import { newStoredName, type FileStore } from './files/file-store';
import type { Rgb } from './png';

/** seed/demo.ts's drawing: its RGB PNG encoder and the demo teams' logo. */
export interface DemoDrawing {
  /** A `size` × `size` PNG whose pixel at (x, y) is `colourAt(x, y)`. */
  png: (size: number, colourAt: (x: number, y: number) => Rgb) => Buffer;
  logo: (colours: { background: Rgb; mark: Rgb }) => Buffer;
}

/** Where a demo seed's files go, and what it wrote (for seedDemo to remove if the transaction fails). */
export interface DemoFiles {
  /** Where the files go; none for a database without a data folder. */
  store: FileStore | undefined;
  /** The stored names written. */
  written: string[];
}

export interface ImageToStore {
  ownerId: number;
  kind: 'logo' | 'thumbnail' | 'case-study-media';
  originalName: string;
  bytes: Buffer;
}

/**
 * Writes the images and their file rows (one statement); their paths by original name. Also
 * the demo agency's case studies' (modules/case-studies/demo-seed.ts).
 */
export async function storeImages(
  tx: Database,
  { store, written }: DemoFiles,
  images: readonly ImageToStore[],
): Promise<Map<string, string>> {
  const paths = new Map<string, string>();
  if (!store || images.length === 0) return paths;
  const rows = await Promise.all(
    images.map(async ({ ownerId, kind, originalName, bytes }) => {
      const storedName = newStoredName('png');
      written.push(storedName);
      await store.write(storedName, contentOf(bytes));
      paths.set(originalName, `/files/${storedName}`);
      return {
        ownerId,
        kind,
        storedName,
        originalName,
        contentType: 'image/png',
        size: bytes.byteLength,
      };
    }),
  );
  await tx.insert(files).values(rows);
  return paths;
}

/** A file's bytes as the FileStore takes them. */
export async function* contentOf(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
}
