import type { AdminCommand } from './command';
import { revokeSessions } from './account-changes';

/** `admin revoke-sessions <email>`: every session of the account ends; it signs in again. */
export const revokeSessionsCommand: AdminCommand = {
  summary: 'End every session of an account (it must sign in again)',
  usage: '<email>',
  run: (context, [email]) => revokeSessions(context, email, 'revoke-sessions <email>'),
};
