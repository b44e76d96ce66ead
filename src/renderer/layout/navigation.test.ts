import { describe, expect, it } from 'vitest';
import { GROUPS } from '../../shared/users';
import { agencyNavigation } from '../groups/agency/navigation';
import { candidateNavigation } from '../groups/candidate/navigation';
import { employerNavigation } from '../groups/employer/navigation';
import { groupAreas } from '../routing/group-areas';
import type { GroupNavigation } from './navigation';

const navigations: Record<(typeof GROUPS)[number], GroupNavigation> = {
  candidate: candidateNavigation,
  employer: employerNavigation,
  agency: agencyNavigation,
};

describe('navigation tables', () => {
  for (const group of GROUPS) {
    it(`${group}: every entry points at a page that exists (no dead links)`, () => {
      const { headerLinks, sideNavigation, accountMenu } = navigations[group];
      const paths = new Set(groupAreas[group].routes.map((route) => route.path));
      for (const entry of [...headerLinks, ...sideNavigation, ...accountMenu.entries]) {
        expect(paths, `${group} ${entry.key} → ${entry.path}`).toContain(entry.path);
      }
    });
  }
});
