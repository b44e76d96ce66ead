import { describe, expect, it } from 'vitest';
import { GROUPS } from '../../../shared/users';
import { existingGroupPath } from '../../routing/route-table';
import { profileUpdatePath } from './pending-approval-notice';

describe('the approval notice link', () => {
  for (const group of GROUPS) {
    it(`${group}: complete-profile until onboarded, then edit-profile where it exists`, () => {
      expect(existingGroupPath(group, 'complete-profile')).toBeDefined();
      expect(profileUpdatePath(group, existingGroupPath, false)).toBe(`/${group}/complete-profile`);
      expect(profileUpdatePath(group, existingGroupPath, true)).toBe(
        existingGroupPath(group, 'edit-profile') ?? `/${group}/complete-profile`,
      );
    });
  }

  it('sends an onboarded candidate to Edit Profile, where an account awaiting approval edits it', () => {
    expect(profileUpdatePath('candidate', existingGroupPath, true)).toBe('/candidate/edit-profile');
  });
});
