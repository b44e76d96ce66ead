import { RateLimiter, type RateLimit } from '../../services/rate-limit';
import { consumeOrRefuse } from '../errors';

export interface AccountLimits {
  /** `checkUser` calls per client IP: slows harvesting which emails have accounts. */
  checkUserPerIp: RateLimit;
  /** `register` calls per client IP: slows scripted sign-ups. */
  registerPerIp: RateLimit;
  /** `changePassword` attempts per user: slows guessing the current password with a stolen session. */
  changePasswordPerUser: RateLimit;
}

export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  checkUserPerIp: { limit: 30, windowMs: 60_000 },
  registerPerIp: { limit: 20, windowMs: 60 * 60_000 },
  changePasswordPerUser: { limit: 5, windowMs: 60_000 },
};

/**
 * Counts resolver calls (SECURITY.md G3), not HTTP requests, so aliasing many checks
 * into one request spends as many as it makes.
 */
export class AccountsThrottle {
  private readonly checkUserByIp: RateLimiter;
  private readonly registerByIp: RateLimiter;
  private readonly changePasswordByUser: RateLimiter;

  constructor(limits: AccountLimits = DEFAULT_ACCOUNT_LIMITS, now?: () => number) {
    this.checkUserByIp = new RateLimiter(limits.checkUserPerIp, now);
    this.registerByIp = new RateLimiter(limits.registerPerIp, now);
    this.changePasswordByUser = new RateLimiter(limits.changePasswordPerUser, now);
  }

  checkUser(ip: string): void {
    consumeOrRefuse(this.checkUserByIp, ip);
  }

  register(ip: string): void {
    consumeOrRefuse(this.registerByIp, ip);
  }

  changePassword(userId: number): void {
    consumeOrRefuse(this.changePasswordByUser, String(userId));
  }
}
