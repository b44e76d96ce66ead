/**
 * The identity module's rate limits (docs/security.md G3), rows of the app's limit table. They
 * count resolver and route calls, so aliasing many attempts into one request spends as many.
 */
import { limitRow } from '../../platform/limits';

const MINUTE = 60_000;
const QUARTER_HOUR = 15 * MINUTE;

/** Login attempts per client IP: slows one machine guessing across many accounts. */
export const LOGIN_PER_IP = limitRow('loginPerIp', 20, MINUTE);
/**
 * Login attempts per email and source (client key): one machine guessing one account. Per
 * source, so a stranger's failures lock out only the stranger (docs/security.md G11).
 */
export const LOGIN_PER_EMAIL = limitRow('loginPerEmail', 5, MINUTE);
/**
 * Login attempts per email from all sources together: many machines guessing one account.
 * Past it, only the owner's usual places (where the account signed in this last month) still
 * get through; anyone else can still sign in by the reset mail.
 */
export const LOGIN_PER_EMAIL_ALL_SOURCES = limitRow('loginPerEmailAllSources', 50, QUARTER_HOUR);
/** Impersonation redeems per client IP: slows one machine trying links. */
export const IMPERSONATION_PER_IP = limitRow('impersonationPerIp', 10, MINUTE);
/**
 * Impersonation redeems per target user: slows many machines trying one account's links.
 * The tokens are 256-bit, so this is defence in depth rather than what stops guessing.
 */
export const IMPERSONATION_PER_TARGET = limitRow('impersonationPerTarget', 5, MINUTE);
/** `redeemSocialLogin` calls per client IP. */
export const SOCIAL_LOGIN_PER_IP = limitRow('socialLoginPerIp', 10, MINUTE);
/** Forgot-password requests per client IP: one machine mailing many accounts. */
export const FORGOT_PASSWORD_PER_IP = limitRow('forgotPasswordPerIp', 10, QUARTER_HOUR);
/**
 * Forgot-password requests per email and source (client key): one machine flooding one inbox.
 * Per source, so a stranger's requests hold back only the stranger (docs/security.md G11).
 */
export const FORGOT_PASSWORD_PER_EMAIL = limitRow('forgotPasswordPerEmail', 3, QUARTER_HOUR);
/**
 * Forgot-password requests per email from all sources together: many machines flooding one
 * inbox. Past it, only the owner's usual places (where the account signed in this last month)
 * still get through; the links already mailed keep working.
 */
export const FORGOT_PASSWORD_PER_EMAIL_ALL_SOURCES = limitRow(
  'forgotPasswordPerEmailAllSources',
  10,
  QUARTER_HOUR,
);
/** Reset-password attempts per client IP. */
export const RESET_PASSWORD_PER_IP = limitRow('resetPasswordPerIp', 20, QUARTER_HOUR);

/** `confirmEmailChange` calls per client IP (the links are 256-bit: defence in depth). */
export const EMAIL_CHANGE_CONFIRM_PER_IP = limitRow('emailChangeConfirmPerIp', 20, QUARTER_HOUR);
/** `resendEmailChange` calls per user: bounds the mails one account can send to an address. */
export const EMAIL_CHANGE_RESEND_PER_USER = limitRow('emailChangeResendPerUser', 5, QUARTER_HOUR);

/**
 * Access tokens minted per session: the desktop app asks about four an hour; this bounds the
 * rows a session holder can make.
 */
export const ACCESS_TOKENS_PER_SESSION = limitRow('accessTokensPerSession', 30, QUARTER_HOUR);

export const identityLimits = [
  LOGIN_PER_IP,
  LOGIN_PER_EMAIL,
  LOGIN_PER_EMAIL_ALL_SOURCES,
  IMPERSONATION_PER_IP,
  IMPERSONATION_PER_TARGET,
  SOCIAL_LOGIN_PER_IP,
  FORGOT_PASSWORD_PER_IP,
  FORGOT_PASSWORD_PER_EMAIL,
  FORGOT_PASSWORD_PER_EMAIL_ALL_SOURCES,
  RESET_PASSWORD_PER_IP,
  EMAIL_CHANGE_CONFIRM_PER_IP,
  EMAIL_CHANGE_RESEND_PER_USER,
  ACCESS_TOKENS_PER_SESSION,
];
