/** Identity: sessions, password reset, social sign-in, impersonation. */
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../platform/domain-error';
import { readRequestedTeam, TEAM_HEADER } from './actor';
import { AuthService } from './auth-service';
import emailChangeTypeDefs from './email-change.graphql?raw';
import { emailChangeResolvers } from './email-change-resolvers';
import impersonationTypeDefs from './impersonation.graphql?raw';
import { impersonationResolvers } from './impersonation-resolvers';
import { ImpersonationService } from './impersonation-service';
import { identityLimits } from './limits';
import { createOidcClient, type OidcProviderConfig } from './oidc-client';
import { registerPasswordReset } from './password-reset-routes';
import { PasswordResetService } from './password-reset-service';
import { purgeExpired } from './purge-expired';
import { authResolvers } from './session-resolvers';
import sessionTypeDefs from './sessions.graphql?raw';
import socialLoginTypeDefs from './social-login.graphql?raw';
import { socialLoginResolvers } from './social-login-resolvers';
import { registerSocialLogin } from './social-login-routes';
import { SocialLoginService } from './social-login-service';
import { EmailChangeService } from './sign-in-email-change';
import { userResolvers } from './user';
import { userTeamResolvers } from './user-team';
import { UserLoaders } from './user-loaders';
import type { ServerModule } from '../../platform/module';
import { readCredential, RequestAuth } from './request-auth';

/**
 * Each request's RequestAuth, so the request limit (which keys a signed-in call by its session)
 * and the resolvers verify its token once between them.
 */
const requestAuths = new WeakMap<FastifyRequest, RequestAuth>();

function requestAuthOf(request: FastifyRequest, auth: AuthService): RequestAuth {
  let found = requestAuths.get(request);
  if (!found) {
    found = new RequestAuth(readCredential(request.headers.authorization), auth);
    requestAuths.set(request, found);
  }
  return found;
}

declare module '../../platform/app-options' {
  interface AppOptions {
    /** The OpenID Connect provider for social sign-in (OIDC_*); unset, the feature is off. */
    socialLogin?: OidcProviderConfig;
  }
}

declare module '../../platform/services' {
  interface RequestContext {
    /** The caller's session, verified lazily. */
    auth: RequestAuth;
    /** The team the client asks to act for (`X-Team-Id`), if any: actor.ts. */
    requestedTeamId: number | null;
  }
}

declare module '../../platform/services' {
  interface Services {
    auth: AuthService;
    /** Redeeming admin impersonation links, and whether a session came from one. */
    impersonation: ImpersonationService;
    /** Social sign-in; null when no provider is configured. */
    socialLogin: SocialLoginService | null;
    passwordReset: PasswordResetService;
    /** Sign-in email changes confirmed by the new address (sign-in-email-change.ts). */
    emailChange: EmailChangeService;
    /** A new set of `User` loaders, for one request (user.ts). */
    userLoaders: () => UserLoaders;
  }
}

export default {
  typeDefs: [sessionTypeDefs, impersonationTypeDefs, socialLoginTypeDefs, emailChangeTypeDefs],
  resolvers: [
    authResolvers,
    { User: userResolvers },
    userTeamResolvers,
    impersonationResolvers,
    socialLoginResolvers,
    emailChangeResolvers,
  ],
  limits: identityLimits,
  services: {
    auth: ({ db, now }) => new AuthService(db, now),
    impersonation: ({ db, now }, { auth }) => new ImpersonationService(db, auth, now),
    socialLogin: ({ db, now, options }, { auth }) =>
      options.socialLogin
        ? new SocialLoginService(db, auth, createOidcClient(options.socialLogin), now)
        : null,
    userLoaders:
      ({ db }) =>
      () =>
        new UserLoaders(db),
    passwordReset: ({ db, now, mailer, publicUrl }) =>
      new PasswordResetService(db, now, { mailer, publicUrl }),
    emailChange: ({ db, now, mailer, tasks, publicUrl }) =>
      new EmailChangeService(
        db,
        { sendLater: (message) => tasks.run(() => mailer.send(message)), publicUrl },
        now,
      ),
  },
  requestContext: {
    auth: (request, { auth }) => requestAuthOf(request, auth),
    requestedTeamId: (request) => readRequestedTeam(request.headers[TEAM_HEADER]),
  },
  // The session's id (a desktop's short-lived access tokens share their session's), never the token.
  apiSession: async (request, { auth }) => {
    try {
      const session = await requestAuthOf(request, auth).optionalSession();
      return session ? `session:${session.tokenId}` : null;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'UNAUTHENTICATED') return null;
      throw error;
    }
  },
  housekeeping: async ({ db, now }) => {
    await purgeExpired(db, now());
  },
  routes: (app, { tasks, limits, publicUrl }, services) => {
    registerPasswordReset(app, {
      service: services.passwordReset,
      tasks,
      limits,
      isUsualPlace: (email, clientKey) => services.auth.isUsualPlace(email, clientKey),
    });
    registerSocialLogin(app, { service: services.socialLogin, publicUrl });
  },
} satisfies ServerModule;
