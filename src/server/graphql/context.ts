/**
 * What every resolver receives. Built per request by `createContextFactory`; the
 * services are long-lived and shared, the caller's identity is per request.
 */
import type { FastifyRequest } from 'fastify';
import type { FileService } from '../services/files/file-service';
import type { AccountsService } from './accounts/accounts-service';
import type { AccountsThrottle } from './accounts/accounts-throttle';
import type { AuthService } from './auth/auth-service';
import type { LoginThrottle } from './auth/login-throttle';
import { readCredential, RequestAuth } from './auth/request-auth';
import type { ImpersonationService } from './impersonation/impersonation-service';
import type { ImpersonationThrottle } from './impersonation/impersonation-throttle';
import type { SocialLoginService } from './social-login/social-login-service';
import type { SocialLoginThrottle } from './social-login/social-login-throttle';
import type { TaxonomyService } from './taxonomies/taxonomy-service';

export interface Services {
  accounts: AccountsService;
  /** Per-resolver-call limits on checkUser, register and changePassword. */
  accountsThrottle: AccountsThrottle;
  auth: AuthService;
  /** Uploaded files: `ownedFile(id, userId, kind)` checks an `avatar`/`logo` id before use. */
  files: FileService;
  /** Redeeming admin impersonation links, and whether a session came from one. */
  impersonation: ImpersonationService;
  /** Per-resolver-call limits on `impersonate`, by IP and by target. */
  impersonationThrottle: ImpersonationThrottle;
  /** Social sign-in; null when no provider is configured. */
  socialLogin: SocialLoginService | null;
  /** Per-resolver-call limit on `redeemSocialLogin`, by IP. */
  socialLoginThrottle: SocialLoginThrottle;
  taxonomies: TaxonomyService;
}

export interface GraphQLContext {
  services: Services;
  /** The caller's session, verified lazily. */
  auth: RequestAuth;
  /** As Fastify reports it (honours `trustProxy` behind a reverse proxy). */
  clientIp: string;
  loginThrottle: LoginThrottle;
}

/** Fastify's request, handed to Yoga as its server context. */
export interface ServerContext {
  req: FastifyRequest;
}

export function createContextFactory(shared: { services: Services; loginThrottle: LoginThrottle }) {
  return ({ req }: ServerContext): GraphQLContext => ({
    services: shared.services,
    loginThrottle: shared.loginThrottle,
    auth: new RequestAuth(readCredential(req.headers.authorization), shared.services.auth),
    clientIp: req.ip,
  });
}
