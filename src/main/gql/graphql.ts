/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/**
 * Social sign-in (OpenID Connect, docs/security.md O1-O3). The browser starts at
 * `GET /redirect/{provider}?group=&client=&challenge=&state=`; the server finishes the flow at the
 * provider's callback and hands the app a one-time code (desktop: `shortlist://auth/callback`, web:
 * `/{group}/login/{provider}`), which `redeemSocialLogin` exchanges with the app's PKCE verifier.
 */
export type RedeemSocialLoginInput = {
  /** The one-time code from the callback (valid 60 seconds, once). */
  code: string;
  /** The PKCE verifier whose S256 challenge started the flow. */
  verifier: string;
};

export type TeamType =
  | 'AGENCY'
  | 'COMPANY';

export type UserType =
  | 'AGENCY'
  | 'COMPANY'
  | 'FREELANCER'
  | 'GUEST';

export type RedeemSocialLoginMutationVariables = Exact<{
  input: RedeemSocialLoginInput;
}>;


export type RedeemSocialLoginMutation = { redeemSocialLogin: { session: { type: UserType, teamType: TeamType | null, access_token: string } | null, registration: { email: string, firstName: string, lastName: string, ticket: string } | null } | null };

export type IssueAccessTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type IssueAccessTokenMutation = { issueAccessToken: { access_token: string, expires_in: number } };

export type EndSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type EndSessionMutation = { logout: boolean };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const RedeemSocialLoginDocument = new TypedDocumentString(`
    mutation RedeemSocialLogin($input: RedeemSocialLoginInput!) {
  redeemSocialLogin(input: $input) {
    session {
      type
      teamType
      access_token
    }
    registration {
      email
      firstName
      lastName
      ticket
    }
  }
}
    `) as unknown as TypedDocumentString<RedeemSocialLoginMutation, RedeemSocialLoginMutationVariables>;
export const IssueAccessTokenDocument = new TypedDocumentString(`
    mutation IssueAccessToken {
  issueAccessToken {
    access_token
    expires_in
  }
}
    `) as unknown as TypedDocumentString<IssueAccessTokenMutation, IssueAccessTokenMutationVariables>;
export const EndSessionDocument = new TypedDocumentString(`
    mutation EndSession {
  logout
}
    `) as unknown as TypedDocumentString<EndSessionMutation, EndSessionMutationVariables>;