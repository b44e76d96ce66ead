/**
 * The back-office commands, by name. Adding one: write `<name>.ts` exporting an
 * `AdminCommand` beside this file and list it here; help and dispatch follow.
 */
import { approve } from './approve';
import type { AdminCommand, AdminFolderCommand } from './command';
import { deactivate } from './deactivate';
import { impersonate } from './impersonate';
import { listUsers } from './list-users';
import { outbox } from './outbox';
import { settings } from './settings';
import { vet } from './vet';

export const ADMIN_COMMANDS: Readonly<Record<string, AdminCommand | AdminFolderCommand>> = {
  'list-users': listUsers,
  approve,
  deactivate,
  vet,
  impersonate,
  settings,
  outbox,
};

export type { AdminCommand, AdminContext, AdminFolderCommand, AdminFolderContext } from './command';
