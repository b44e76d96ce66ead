/**
 * The back-office commands, by name. Adding one: write `<name>.ts` exporting an
 * `AdminCommand` beside this file and list it here; help and dispatch follow.
 */
import { approve } from './approve';
import { block } from './block';
import type { AdminCommand, AdminFolderCommand } from './command';
import { content } from './content';
import { creditAccountsCommand } from './credit-accounts';
import { credits } from './credits';
import { deactivate } from './deactivate';
import { impersonate } from './impersonate';
import { jobs } from './jobs';
import { listUsers } from './list-users';
import { outbox } from './outbox';
import { promo } from './promo';
import { revokeSessionsCommand } from './revoke-sessions';
import { settings } from './settings';
import { subscriptionsCommand } from './subscriptions';
import { vet } from './vet';

export const ADMIN_COMMANDS: Readonly<Record<string, AdminCommand | AdminFolderCommand>> = {
  'list-users': listUsers,
  approve,
  deactivate,
  vet,
  block,
  'revoke-sessions': revokeSessionsCommand,
  impersonate,
  credits,
  'credit-accounts': creditAccountsCommand,
  promo,
  subscriptions: subscriptionsCommand,
  settings,
  outbox,
  jobs,
  content,
};

export type { AdminCommand, AdminContext, AdminFolderCommand, AdminFolderContext } from './command';
