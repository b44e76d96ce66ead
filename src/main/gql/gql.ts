/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation RedeemSocialLogin($input: RedeemSocialLoginInput!) {\n    redeemSocialLogin(input: $input) {\n      session {\n        type\n        teamType\n        access_token\n      }\n      registration {\n        email\n        firstName\n        lastName\n        ticket\n      }\n    }\n  }\n": typeof types.RedeemSocialLoginDocument,
    "\n  mutation IssueAccessToken {\n    issueAccessToken {\n      access_token\n      expires_in\n    }\n  }\n": typeof types.IssueAccessTokenDocument,
    "\n  mutation EndSession {\n    logout\n  }\n": typeof types.EndSessionDocument,
};
const documents: Documents = {
    "\n  mutation RedeemSocialLogin($input: RedeemSocialLoginInput!) {\n    redeemSocialLogin(input: $input) {\n      session {\n        type\n        teamType\n        access_token\n      }\n      registration {\n        email\n        firstName\n        lastName\n        ticket\n      }\n    }\n  }\n": types.RedeemSocialLoginDocument,
    "\n  mutation IssueAccessToken {\n    issueAccessToken {\n      access_token\n      expires_in\n    }\n  }\n": types.IssueAccessTokenDocument,
    "\n  mutation EndSession {\n    logout\n  }\n": types.EndSessionDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeemSocialLogin($input: RedeemSocialLoginInput!) {\n    redeemSocialLogin(input: $input) {\n      session {\n        type\n        teamType\n        access_token\n      }\n      registration {\n        email\n        firstName\n        lastName\n        ticket\n      }\n    }\n  }\n"): typeof import('./graphql').RedeemSocialLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IssueAccessToken {\n    issueAccessToken {\n      access_token\n      expires_in\n    }\n  }\n"): typeof import('./graphql').IssueAccessTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSession {\n    logout\n  }\n"): typeof import('./graphql').EndSessionDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
