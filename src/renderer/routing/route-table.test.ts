import { describe, expect, it } from 'vitest';
import { existingGroupPath } from './route-table';

describe('existingGroupPath', () => {
  it('finds the registration pages, a page with steps below it included', () => {
    expect(existingGroupPath('candidate', 'register')).toBe('/candidate/register');
    expect(existingGroupPath('employer', 'register')).toBe('/employer/register');
    expect(existingGroupPath('agency', 'register')).toBe('/agency/register');
  });

  it('finds complete-profile in every group (where "update your profile" points)', () => {
    expect(existingGroupPath('candidate', 'complete-profile')).toBe('/candidate/complete-profile');
    expect(existingGroupPath('employer', 'complete-profile')).toBe('/employer/complete-profile');
    expect(existingGroupPath('agency', 'complete-profile')).toBe('/agency/complete-profile');
  });

  it('knows nothing of pages that do not exist', () => {
    expect(existingGroupPath('candidate', 'agency-marketplace')).toBeUndefined();
    expect(existingGroupPath('agency', 'register/2')).toBeUndefined();
  });
});
