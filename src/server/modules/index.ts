/**
 * Every domain module, collected from `./<domain>/module.ts` (Vite bundles the glob, so
 * the built server reads no folder at run time). Adding a module edits nothing here.
 */
import type { ServerModule } from '../platform/module';

const found = import.meta.glob<ServerModule>('./*/module.ts', { eager: true, import: 'default' });

/** In folder order, so the merged schema and the routes come out the same every time. */
export const serverModules: readonly ServerModule[] = Object.keys(found)
  .sort()
  .map((path) => found[path]!);
