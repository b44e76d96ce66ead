import { describe, expect, it } from 'vitest';
import { isValidPhone, normalisePhone, PHONE_PATTERN, tidyPhoneInput } from './phone';

describe('phone numbers', () => {
  it.each([
    ['07911 123456', '+447911123456'],
    ['+44 7911 123456', '+447911123456'],
    ['(020) 7946 0958', '+442079460958'],
    ['020-7946-0958', '+442079460958'],
    ['020.7946.0958', '+442079460958'],
    ['020/7946/0958', '+442079460958'],
    ['0044 20 7946 0958', '+442079460958'],
    ['+1 415-555-2671', '+14155552671'],
    // Typed without its plus: tried as international (the brief's "'+' added if missing").
    ['33 1 23 45 67 89', '+33123456789'],
    ['447911123456', '+447911123456'],
  ])('reads %s in GB by default and stores it as %s', (typed, stored) => {
    expect(normalisePhone(typed)).toBe(stored);
    expect(isValidPhone(typed)).toBe(true);
  });

  it('drops the first two characters of a number with more than one plus sign', () => {
    expect(tidyPhoneInput('++447911123456')).toBe('447911123456');
    expect(normalisePhone('++447911123456')).toBe('+447911123456');
    expect(tidyPhoneInput('+447911123456')).toBe('+447911123456');
  });

  it.each([
    '',
    '1234',
    '+1 (415) 555-2671',
    'abcdefgh',
    '07911 12345a',
    '+44 7911 123456 ext',
    '12345',
    '(12345) 678',
  ])('refuses %j', (typed) => {
    expect(normalisePhone(typed)).toBeNull();
    expect(isValidPhone(typed)).toBe(false);
  });

  it('follows the brief pattern: optional plus, optional bracketed area code, then digits and separators', () => {
    expect(PHONE_PATTERN.test('+(44) 20 7946 0958')).toBe(true);
    expect(PHONE_PATTERN.test('020 7946 0958')).toBe(true);
    expect(PHONE_PATTERN.test('020 7946 0958 x')).toBe(false);
    expect(PHONE_PATTERN.test('(12345) 678')).toBe(false);
  });

  it('treats a missing value as invalid', () => {
    expect(isValidPhone(undefined)).toBe(false);
    expect(isValidPhone(null)).toBe(false);
  });
});
