import { flagCommand, setVetted } from './account-changes';

/** `admin vet <email>` gives the profile its vetted badge; `--undo` takes it away. */
export const vet = flagCommand(
  'vet',
  'Give a profile the vetted badge (--undo removes it)',
  setVetted,
);
