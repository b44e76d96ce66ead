import type { AdminContext } from '../cli/admin/command';

/** What the CLI adds to an admin command's context besides the database and output, for tests. */
export const ADMIN_TEST_CONTEXT: Pick<AdminContext, 'operator' | 'publicUrl'> = {
  operator: 'test-operator',
  publicUrl: 'https://app.example.test',
};
