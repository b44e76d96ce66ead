import { describe, expect, it } from 'vitest';
import { args, enumOf, nullable, string, token, url } from './schema';

describe('schemas', () => {
  it('string checks type and length and pattern', () => {
    const name = string({ min: 1, max: 3, pattern: /^[a-z]+$/ });
    expect(name('abc')).toBe(true);
    expect(name('')).toBe(false);
    expect(name('abcd')).toBe(false);
    expect(name('AB')).toBe(false);
    expect(name(1)).toBe(false);
    expect(name(null)).toBe(false);
    expect(name(new String('abc'))).toBe(false);
  });

  it('enumOf accepts only its values', () => {
    const key = enumOf(['a', 'b']);
    expect(key('a')).toBe(true);
    expect(key('c')).toBe(false);
    expect(key('__proto__')).toBe(false);
    expect(key(['a'])).toBe(false);
  });

  it('nullable adds null, not undefined', () => {
    const value = nullable(string({ max: 2 }));
    expect(value(null)).toBe(true);
    expect(value('ab')).toBe(true);
    expect(value(undefined)).toBe(false);
  });

  it('args wants exactly its arguments', () => {
    const two = args(string({ max: 5 }), nullable(string({ max: 5 })));
    expect(two(['a', null])).toBe(true);
    expect(two(['a'])).toBe(false);
    expect(two(['a', null, 'extra'])).toBe(false);
    expect(two('a')).toBe(false);
    expect(args()([])).toBe(true);
    expect(args()([undefined])).toBe(false);
  });

  it('token is printable ASCII up to 512 characters', () => {
    expect(token('a'.repeat(512))).toBe(true);
    expect(token('a'.repeat(513))).toBe(false);
    expect(token('')).toBe(false);
    expect(token('abc def')).toBe(false);
    expect(token('abc\ndef')).toBe(false);
    expect(token('abc\0')).toBe(false);
    expect(token('tökén')).toBe(false);
  });

  it('url is a bounded string', () => {
    expect(url('https://example.com')).toBe(true);
    expect(url('')).toBe(false);
    expect(url(`https://example.com/${'a'.repeat(4096)}`)).toBe(false);
  });
});
