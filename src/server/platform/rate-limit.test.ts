import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('allows up to the limit per window, then refuses with the time left', () => {
    let now = 1_000;
    const limiter = new RateLimiter({ limit: 2, windowMs: 60_000 }, () => now);

    expect(limiter.consume('a')).toEqual({ allowed: true });
    expect(limiter.consume('a')).toEqual({ allowed: true });
    now += 15_000;
    expect(limiter.consume('a')).toEqual({ allowed: false, retryAfterMs: 45_000 });
  });

  it('counts each key on its own', () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 60_000 }, () => 0);

    expect(limiter.consume('a').allowed).toBe(true);
    expect(limiter.consume('b').allowed).toBe(true);
    expect(limiter.consume('a').allowed).toBe(false);
  });

  it('starts a fresh window once the old one has passed', () => {
    let now = 0;
    const limiter = new RateLimiter({ limit: 1, windowMs: 60_000 }, () => now);

    limiter.consume('a');
    expect(limiter.consume('a').allowed).toBe(false);
    now = 60_000;
    expect(limiter.consume('a').allowed).toBe(true);
  });

  it('forgets expired keys when many have accumulated', () => {
    let now = 0;
    const limiter = new RateLimiter({ limit: 1, windowMs: 1_000 }, () => now);
    for (let i = 0; i <= 10_001; i += 1) limiter.consume(`key-${i}`);

    now = 5_000;
    limiter.consume('fresh');

    expect(limiter.size).toBe(1);
  });
});
