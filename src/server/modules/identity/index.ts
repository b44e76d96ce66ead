/**
 * The identity module's door: other modules and the rest of the server import only what is
 * exported here (docs/module-doors.md; ESLint refuses a reach past it).
 */
export type { Actor } from './actor';
export { actorOf, requestActor } from './actor';
export type {
  Membership,
  Session,
  TeamRow,
  TeamUserRow,
  UserProfile,
  UserRow,
} from './auth-service';
export { AuthService, normalizeEmail } from './auth-service';
export { IMPERSONATION_TOKEN_LIFETIME_MS, ImpersonationService } from './impersonation-service';
export type { OidcProviderConfig } from './oidc-client';
export { DEFAULT_PROVIDER_NAME, GOOGLE_ISSUER } from './oidc-client';
export { PASSWORD_RESET_SUBJECT, passwordResetEmail } from './password-reset-email';
export { PasswordResetService } from './password-reset-service';
export type { Credential } from './request-auth';
export { readCredential, RequestAuth } from './request-auth';
export { EMAIL_CHANGES_PER_DAY, EmailChangeService } from './sign-in-email-change';
export { socialLoginFailed } from './social-login-resolvers';
export { TicketUsedError } from './social-login-service';
export type { UserParent } from './mappers';
export { agencyServicesOf, freshUser, userLoaders } from './user';
