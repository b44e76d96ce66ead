// oidc-provider ships no types; the tests use this much of it.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    accountId: string;
    claims: () => Record<string, unknown>;
  }

  export default class Provider {
    constructor(
      issuer: string,
      configuration: Record<string, unknown> & {
        findAccount?: (ctx: unknown, id: string) => Account | undefined;
      },
    );
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
