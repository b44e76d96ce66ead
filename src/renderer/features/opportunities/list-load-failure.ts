import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { messages } from '../../../shared/messages';

/** The form's lists the brief names a failure for ('Could not get skills', …). */
const NAMED_LISTS = ['skills', 'qualifications', 'genres', 'positions', 'services'] as const;
type NamedList = (typeof NAMED_LISTS)[number];

/**
 * The brief's message for a failed load of the form's lists: the list whose field the API
 * named in the error's path ('Could not get qualifications', 'Could not get services'), else
 * `fallback` (the one list a query asks for, or null when the query asks for several).
 * A query asks for several lists at once, so the path, not the query, says which failed.
 */
export function listLoadFailure(error: unknown, fallback: NamedList | null): string {
  const failed = CombinedGraphQLErrors.is(error)
    ? error.errors
        .map((entry) => entry.path?.[0])
        .find((field): field is NamedList => NAMED_LISTS.includes(field as NamedList))
    : undefined;
  const list = failed ?? fallback;
  return list ? messages.opportunities.couldNotGet(list) : messages.common.somethingWentWrong;
}
