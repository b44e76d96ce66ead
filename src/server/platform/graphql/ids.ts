import { messages } from '../../../shared/messages';
import { badUserInput } from '../domain-error';

/** Lists of ids come from pickers with a handful of options; anything longer is abuse. */
const MAX_IDS = 100;

/**
 * GraphQL IDs arrive as strings; our rows use integer keys. A value that is not a
 * positive integer is the caller's mistake, reported against the argument's name.
 */
export function parseIds(values: readonly string[], argumentName: string): number[] {
  const ids = values.map(Number);
  if (ids.length > MAX_IDS || !ids.every((id) => Number.isSafeInteger(id) && id > 0)) {
    throw badUserInput({ [argumentName]: [messages.common.invalidSelection] });
  }
  return ids;
}
