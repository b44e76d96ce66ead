import type { AdminCommand } from './command';
import { setBlocked, USAGE_ERROR } from './account-changes';

const USAGE = 'block <email> [--undo]';

/** `admin block <email>`: no sign-in, every session ended; `--undo` lifts it. */
export const block: AdminCommand = {
  summary: 'Block an account: no sign-in by any way, every session ended (--undo lifts it)',
  usage: '<email> [--undo]',
  run: async (context, args) => {
    const undo = args.includes('--undo');
    const rest = args.filter((arg) => arg !== '--undo');
    if (rest.length !== 1 || rest[0]?.startsWith('--')) {
      context.print(`Usage: admin ${USAGE}`);
      return USAGE_ERROR;
    }
    return setBlocked(context, rest[0], !undo, USAGE);
  },
};
