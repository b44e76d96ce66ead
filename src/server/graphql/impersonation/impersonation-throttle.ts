import { RateLimiter, type RateLimit } from '../../services/rate-limit';
import { consumeOrRefuse } from '../errors';

export interface ImpersonationLimits {
  /** Redeem attempts per client IP: slows one machine trying links. */
  perIp: RateLimit;
  /** Redeem attempts per target user id: slows many machines trying one account's links. */
  perTarget: RateLimit;
}

export const DEFAULT_IMPERSONATION_LIMITS: ImpersonationLimits = {
  perIp: { limit: 10, windowMs: 60_000 },
  perTarget: { limit: 5, windowMs: 60_000 },
};

/**
 * Counts every call of the `impersonate` resolver (SECURITY.md G3), not every HTTP
 * request, so aliasing many redeems into one request spends as many attempts. The tokens
 * are 256-bit, so this is defence in depth rather than what stops guessing.
 */
export class ImpersonationThrottle {
  private readonly byIp: RateLimiter;
  private readonly byTarget: RateLimiter;

  constructor(limits: ImpersonationLimits = DEFAULT_IMPERSONATION_LIMITS, now?: () => number) {
    this.byIp = new RateLimiter(limits.perIp, now);
    this.byTarget = new RateLimiter(limits.perTarget, now);
  }

  /** Counts one attempt; throws RATE_LIMITED once the IP or the target is over its limit. */
  attempt(ip: string, targetUserId: number): void {
    consumeOrRefuse(this.byIp, ip);
    consumeOrRefuse(this.byTarget, String(targetUserId));
  }
}
