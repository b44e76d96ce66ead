import { lazy, type ComponentType } from 'react';

/**
 * A feature's pages as lazily loaded components, all from one module (`./pages`), so
 * each feature is one chunk that loads when one of its pages is first opened. Each keeps
 * its own props' type.
 */
export function lazyPages<Pages>(
  load: () => Promise<Pages>,
): <Name extends keyof Pages>(name: Name) => Pages[Name] {
  return (name) =>
    // `lazy` erases the props; the page's own type is restored for its callers.
    lazy(async () => ({ default: (await load())[name] as ComponentType<object> })) as never;
}
