import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { GROUPS } from '../../shared/users';
import { BRIEF_ROUTES } from '../../shared/brief-routes';
import { groupRoutes } from './route-table';

/** A path as a browser would open it: each `:param` given a value. */
function concrete(path: string): string {
  return `/${path.replace(/:[A-Za-z]+/g, '7')}`;
}

describe('the brief’s routes', () => {
  describe.each(GROUPS)('%s', (group) => {
    const routes = groupRoutes(group).map((route) => ({ path: route.path }));

    it.each(BRIEF_ROUTES[group])(`/${group}/%s has a page`, (path) => {
      const matched = matchRoutes(routes, concrete(path));
      expect(matched?.at(-1)?.route.path, `no row serves /${group}/${path}`).toBeDefined();
    });
  });
});
