import type { AdminCommand } from './command';
import { setVetted, USAGE_ERROR } from './account-changes';

const USAGE = 'vet <email> [--undo]';

/** `admin vet <email>` gives the profile its vetted badge; `--undo` takes it away. */
export const vet: AdminCommand = {
  summary: 'Give a profile the vetted badge (--undo removes it)',
  usage: '<email> [--undo]',
  run: async (context, args) => {
    const undo = args.includes('--undo');
    const rest = args.filter((arg) => arg !== '--undo');
    if (rest.length !== 1 || rest[0]?.startsWith('--')) {
      context.print(`Usage: admin ${USAGE}`);
      return USAGE_ERROR;
    }
    return setVetted(context, rest[0], !undo, USAGE);
  },
};
