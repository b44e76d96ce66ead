import { RateLimiter, type RateLimit } from '../../services/rate-limit';
import { consumeOrRefuse } from '../errors';
import { normalizeEmail } from './auth-service';

export interface LoginLimits {
  /** Attempts per client IP: slows one machine guessing across many accounts. */
  perIp: RateLimit;
  /** Attempts per email: slows many machines guessing one account's password. */
  perEmail: RateLimit;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perIp: { limit: 20, windowMs: 60_000 },
  perEmail: { limit: 5, windowMs: 60_000 },
};

/**
 * Counts every call of the login resolver (SECURITY.md G3), not every HTTP request,
 * so aliasing ten logins into one request spends ten attempts.
 */
export class LoginThrottle {
  private readonly byIp: RateLimiter;
  private readonly byEmail: RateLimiter;

  constructor(limits: LoginLimits = DEFAULT_LOGIN_LIMITS, now?: () => number) {
    this.byIp = new RateLimiter(limits.perIp, now);
    this.byEmail = new RateLimiter(limits.perEmail, now);
  }

  /** Counts one attempt; throws RATE_LIMITED once the IP or the email is over its limit. */
  attempt(ip: string, email: string): void {
    consumeOrRefuse(this.byIp, ip);
    consumeOrRefuse(this.byEmail, normalizeEmail(email));
  }
}
