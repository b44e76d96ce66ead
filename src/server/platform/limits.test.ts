import { describe, expect, it } from 'vitest';
import { DomainError } from './domain-error';
import { limitRow, LimitTable } from './limits';

const PER_IP = limitRow('perIp', 2, 60_000);
const PER_EMAIL = limitRow('perEmail', 1, 60_000);

function refusal(run: () => void): DomainError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  return undefined;
}

describe('LimitTable', () => {
  it('counts each row per key and refuses past its limit with RATE_LIMITED', () => {
    let now = 0;
    const table = new LimitTable([PER_IP, PER_EMAIL], undefined, () => now);
    expect(refusal(() => table.consume(PER_IP, 'a'))).toBeUndefined();
    expect(refusal(() => table.consume(PER_IP, 'a'))).toBeUndefined();
    expect(refusal(() => table.consume(PER_IP, 'b'))).toBeUndefined();
    now = 15_000;
    expect(refusal(() => table.consume(PER_IP, 'a'))?.extensions).toEqual({
      code: 'RATE_LIMITED',
      retryAfter: 45,
    });
    // Rows count apart: the other row still has its own budget for the same key.
    expect(refusal(() => table.consume(PER_EMAIL, 'a'))).toBeUndefined();
    now = 60_000;
    expect(refusal(() => table.consume(PER_IP, 'a'))).toBeUndefined();
  });

  it('takes overrides by row name, and refuses a name no row has', () => {
    const table = new LimitTable([PER_IP], { perIp: { limit: 1, windowMs: 1_000 } }, () => 0);
    expect(table.ruleOf(PER_IP)).toEqual({ limit: 1, windowMs: 1_000 });
    table.consume(PER_IP, 'a');
    expect(refusal(() => table.consume(PER_IP, 'a'))?.code).toBe('RATE_LIMITED');
    expect(() => new LimitTable([PER_IP], { perIP: { limit: 1, windowMs: 1 } }, () => 0)).toThrow(
      'No rate limit is named perIP.',
    );
  });

  it("turns every row off with 'off'", () => {
    const table = new LimitTable([PER_IP, PER_EMAIL], 'off', () => 0);
    for (let call = 0; call < 10; call++) table.consume(PER_EMAIL, 'a');
    expect(table.ruleOf(PER_IP)).toBeNull();
  });

  it('refuses two rows with one name, and a row that is not in the table', () => {
    expect(() => new LimitTable([PER_IP, limitRow('perIp', 9, 1)], undefined, () => 0)).toThrow(
      'Two rate limits are named perIp.',
    );
    const table = new LimitTable([PER_IP], undefined, () => 0);
    expect(() => table.consume(PER_EMAIL, 'a')).toThrow(
      'The rate limit perEmail is not in the table.',
    );
  });
});
