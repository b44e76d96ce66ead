import { impersonationDeepLink, impersonationPath } from '../../../shared/impersonation';
import {
  AuthService,
  IMPERSONATION_TOKEN_LIFETIME_MS,
  ImpersonationService,
} from '../../modules/identity';
import { parseFlags } from '../flags';
import { NOT_FOUND, USAGE_ERROR } from './account-changes';
import type { AdminCommand } from './command';

const USAGE = 'impersonate <email>';
/** Exit code for an account that exists but may not be impersonated. */
const REFUSED = 3;

/**
 * `admin impersonate <email>`: a one-time link that signs whoever opens it in as that
 * account, for 5 minutes, recorded in the audit log under the OS user running the command
 * (docs/security.md D6). Both forms are printed: the desktop app's `shortlist://` link and the web
 * route, each on its own line so a script can take either.
 */
export const impersonate: AdminCommand = {
  summary: 'Mint a one-time link (5 minutes) that signs in as an account, for support',
  usage: '<email>',
  run: async ({ db, print, operator, publicUrl }, args) => {
    const [email, ...extra] = parseFlags(args, {})?.positionals ?? [];
    if (!email || extra.length > 0) {
      print(`Usage: admin ${USAGE}`);
      return USAGE_ERROR;
    }
    const service = new ImpersonationService(db, new AuthService(db));
    const minted = await service.mint(email, operator);
    if (!minted.ok) {
      if (minted.error === 'unknown-user') {
        print(`No account with the email ${email}.`);
        return NOT_FOUND;
      }
      print(
        minted.error === 'blocked-user'
          ? `${email} is blocked: it cannot be impersonated (admin block --undo).`
          : `${email} is INACTIVE: only ACTIVE accounts can be impersonated (admin approve).`,
      );
      return REFUSED;
    }
    const { user, group, token, expiresAt } = minted.value;
    const minutes = IMPERSONATION_TOKEN_LIFETIME_MS / 60_000;
    print(
      `Impersonation link for ${user.email} (${user.type}, id ${user.id}), for ${operator}: ` +
        `works once, until ${expiresAt.toISOString()} (${minutes} minutes).`,
    );
    print(impersonationDeepLink(user.id, token));
    print(`${publicUrl}${impersonationPath(group, user.id, token)}`);
    return 0;
  },
};
