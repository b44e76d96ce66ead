import type { AdminCommand } from './command';
import { setStatus } from './account-changes';

/** `admin approve <email>`: the account becomes ACTIVE (the brief's approval). */
export const approve: AdminCommand = {
  summary: 'Approve an account: status ACTIVE (posting, buying job posts, applying)',
  usage: '<email>',
  run: (context, [email]) => setStatus(context, email, 'ACTIVE', 'approve <email>'),
};
