import type { ApolloClient } from '@apollo/client';
import { IGNORE_UNAUTHENTICATED, isUnauthenticated } from '../../apollo/create-apollo-client';
import { logoutMutation } from '../../lib/session/documents';

/**
 * Revokes the token the app is using on the server (the `logout` mutation). True once it
 * no longer works, whether revoked now or already dead; false when the server could not
 * be asked, so the caller keeps the session rather than forget a token still alive.
 */
export async function revokeCurrentToken(client: ApolloClient): Promise<boolean> {
  try {
    await client.mutate({ mutation: logoutMutation, context: IGNORE_UNAUTHENTICATED });
    return true;
  } catch (error) {
    return error instanceof Error && isUnauthenticated(error);
  }
}

/**
 * Impersonation changes who is signed in, so the app is loaded afresh at `path` instead
 * of re-rendered: nothing of the previous user (Apollo's cache, the in-memory token, page
 * state) survives a new document, and the session starts from the platform's token as on
 * any launch. `replace`, so Back does not return to a link that is now used up.
 */
export function reloadAt(path: string): void {
  window.location.replace(path);
}
