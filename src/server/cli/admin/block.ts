import { flagCommand, setBlocked } from './account-changes';

/** `admin block <email>`: no sign-in, every session ended; `--undo` lifts it. */
export const block = flagCommand(
  'block',
  'Block an account: no sign-in by any way, every session ended (--undo lifts it)',
  setBlocked,
);
