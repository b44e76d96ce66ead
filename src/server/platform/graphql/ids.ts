import { messages } from '../../../shared/messages';
import { badUserInput } from '../domain-error';
import { rowIdOf } from '../ids';

/** Lists of ids come from pickers with a handful of options; anything longer is abuse. */
const MAX_IDS = 100;

/**
 * An ID argument as a row key. A value that is not one is the caller's mistake, reported
 * against the argument's name (BAD_USER_INPUT, "invalid selection").
 */
export function parseId(value: string, argumentName: string): number {
  const id = rowIdOf(value);
  if (id === null) throw badUserInput({ [argumentName]: [messages.common.invalidSelection] });
  return id;
}

/** A list argument of IDs as row keys, each as `parseId` reads it; at most `MAX_IDS`. */
export function parseIds(values: readonly string[], argumentName: string): number[] {
  const ids = values.map(rowIdOf);
  if (ids.length > MAX_IDS || ids.some((id) => id === null)) {
    throw badUserInput({ [argumentName]: [messages.common.invalidSelection] });
  }
  return ids as number[];
}
