import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, DEFAULT_COUNTRY, countryName, isCountryCode } from './countries';

describe('countries', () => {
  it('puts the default, United Kingdom, first', () => {
    expect(DEFAULT_COUNTRY).toBe('GB');
    expect(COUNTRIES[0]).toEqual({ code: 'GB', name: 'United Kingdom' });
  });

  it('lists every ISO 3166-1 alpha-2 code once, with a name', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    for (const { code, name } of COUNTRIES) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(name.length).toBeGreaterThan(1);
    }
  });

  it('sorts the rest by name', () => {
    const names = COUNTRIES.slice(1).map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('checks and names codes', () => {
    expect(isCountryCode('FR')).toBe(true);
    expect(isCountryCode('UK')).toBe(false);
    expect(isCountryCode(undefined)).toBe(false);
    expect(countryName('IE')).toBe('Ireland');
    expect(countryName('ZZ')).toBe('ZZ');
  });
});
