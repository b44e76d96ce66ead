import { RateLimiter, type RateLimit } from '../../services/rate-limit';
import { consumeOrRefuse } from '../errors';

export interface SocialLoginLimits {
  /** `redeemSocialLogin` calls per client IP. */
  redeemPerIp: RateLimit;
}

export const DEFAULT_SOCIAL_LOGIN_LIMITS: SocialLoginLimits = {
  redeemPerIp: { limit: 10, windowMs: 60_000 },
};

/**
 * Counts every call of `redeemSocialLogin` (SECURITY.md G3), so aliases count. Codes are 256-bit
 * and die at their first use, so there is no account to key on before the redeem succeeds: the
 * per-IP count is what is left, and defence in depth rather than what stops guessing.
 */
export class SocialLoginThrottle {
  private readonly byIp: RateLimiter;

  constructor(limits: SocialLoginLimits = DEFAULT_SOCIAL_LOGIN_LIMITS, now?: () => number) {
    this.byIp = new RateLimiter(limits.redeemPerIp, now);
  }

  /** Counts one attempt; throws RATE_LIMITED once the IP is over its limit. */
  redeem(ip: string): void {
    consumeOrRefuse(this.byIp, ip);
  }
}
