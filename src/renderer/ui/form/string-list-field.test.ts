import { describe, expect, it } from 'vitest';
import { itemErrors } from './string-list-field';

describe('itemErrors', () => {
  it('puts each item error on the input it came from, blank inputs skipped', () => {
    // The schema saw ['bad', 'also bad'] (the blank dropped) and refused both.
    const error = { 0: { message: 'first' }, 1: { message: 'second' } };
    expect(itemErrors(['bad', '  ', 'also bad'], error)).toEqual(['first', undefined, 'second']);
  });

  it('has nothing to place without item errors', () => {
    expect(itemErrors(['a', 'b'], undefined)).toEqual([undefined, undefined]);
    expect(itemErrors(['a'], { message: 'about the whole list' })).toEqual([undefined]);
  });
});
