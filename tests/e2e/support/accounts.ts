import type { Group } from '../../../src/shared/users';

/** The demo accounts seeded in web mode (src/server/db/seed/demo.ts). */
export const DEMO_PASSWORD = 'Shortlist!2026';

export interface DemoAccount {
  group: Group;
  email: string;
  name: string;
  firstName: string;
  /** The company or agency the dashboard names; null for the candidate. */
  organisation: string | null;
}

export const accounts = {
  candidate: {
    group: 'candidate',
    email: 'candidate@demo.shortlist.test',
    name: 'Amelia Hart',
    firstName: 'Amelia',
    organisation: null,
  },
  employer: {
    group: 'employer',
    email: 'employer@demo.shortlist.test',
    name: 'Oliver Bennett',
    firstName: 'Oliver',
    organisation: 'Northbank Retail Group',
  },
  agency: {
    group: 'agency',
    email: 'agency@demo.shortlist.test',
    name: 'Priya Shah',
    firstName: 'Priya',
    organisation: 'Brightwater Creative',
  },
} as const satisfies Record<Group, DemoAccount>;

/**
 * The demo agency's invited member (a GUEST, not an admin: src/server/db/seed/demo.ts,
 * DEMO_AGENCY_MEMBER), who sees the agency's shared pages but none of its owner's.
 */
export const agencyMember = {
  group: 'agency',
  email: 'agency-member@demo.shortlist.test',
  name: 'Tom Reeve',
  firstName: 'Tom',
  organisation: 'Brightwater Creative',
} as const satisfies DemoAccount;
