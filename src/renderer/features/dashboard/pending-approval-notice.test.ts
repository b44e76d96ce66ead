import { describe, expect, it } from 'vitest';
import { GROUPS } from '../../../shared/users';
import { existingGroupPath } from '../../routing/route-table';
import { profileUpdatePath } from './pending-approval-notice';

describe('the approval notice link', () => {
  for (const group of GROUPS) {
    it(`${group}: leads to edit-profile once it exists, else complete-profile`, () => {
      expect(existingGroupPath(group, 'complete-profile')).toBeDefined();
      expect(profileUpdatePath(group, existingGroupPath)).toBe(
        existingGroupPath(group, 'edit-profile') ?? `/${group}/complete-profile`,
      );
    });
  }
});
