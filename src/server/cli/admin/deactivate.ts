import type { AdminCommand } from './command';
import { setStatus } from './account-changes';

/** `admin deactivate <email>`: the account goes back to INACTIVE and sees the approval notice. */
export const deactivate: AdminCommand = {
  summary: 'Deactivate an account: status INACTIVE (it can sign in and sees the approval notice)',
  usage: '<email>',
  run: (context, [email]) => setStatus(context, email, 'INACTIVE', 'deactivate <email>'),
};
