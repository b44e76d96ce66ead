import { describe, expect, it } from 'vitest';
import { normalizeText, placeLabel, searchRequest } from './place-search';

describe('normalizeText', () => {
  it('drops accents and case', () => {
    expect(normalizeText('Île-de-France')).toBe('ile de france');
    expect(normalizeText('ZÜRICH')).toBe('zurich');
    expect(normalizeText('São Paulo')).toBe('sao paulo');
  });

  it('folds letters that do not decompose', () => {
    expect(normalizeText('Straße')).toBe('strasse');
    expect(normalizeText('København')).toBe('kobenhavn');
    expect(normalizeText('Łódź')).toBe('lodz');
    expect(normalizeText('Ærøskøbing')).toBe('aeroskobing');
  });

  it('keeps apostrophes inside words and makes other punctuation a space', () => {
    expect(normalizeText("Bishop's Stortford")).toBe('bishops stortford');
    expect(normalizeText('Bishop’s')).toBe('bishops');
    expect(normalizeText('Bourton-on-the-Water')).toBe('bourton on the water');
    expect(normalizeText('  St. Albans ,  Hertfordshire ')).toBe('st albans hertfordshire');
  });

  it('leaves nothing of text without letters or digits', () => {
    expect(normalizeText("'; DROP TABLE places; --")).toBe('drop table places');
    expect(normalizeText('.*+?^${}()|[]\\')).toBe('');
    expect(normalizeText('\u0000\u200b\n\t😀')).toBe('');
  });
});

describe('placeLabel', () => {
  const gb = { country: 'United Kingdom', countryCode: 'GB' };

  it('is place, district, region in the UK', () => {
    expect(
      placeLabel({ name: 'Hove', district: 'Brighton and Hove', region: 'England', ...gb }),
    ).toBe('Hove, Brighton and Hove, England');
  });

  it('leaves out a repeated or missing part', () => {
    expect(
      placeLabel({ name: 'Manchester', district: 'Manchester', region: 'England', ...gb }),
    ).toBe('Manchester, England');
    expect(placeLabel({ name: 'Newport', district: null, region: 'Wales', ...gb })).toBe(
      'Newport, Wales',
    );
    expect(placeLabel({ name: 'Somewhere', district: '', region: null, ...gb })).toBe('Somewhere');
  });

  it('adds the country abroad, once', () => {
    expect(
      placeLabel({
        name: 'Paris',
        district: 'Paris',
        region: 'Île-de-France',
        country: 'France',
        countryCode: 'FR',
      }),
    ).toBe('Paris, Île-de-France, France');
    expect(
      placeLabel({
        name: 'Singapore',
        district: null,
        region: 'SINGAPORE',
        country: 'Singapore',
        countryCode: 'SG',
      }),
    ).toBe('Singapore');
  });
});

describe('searchRequest', () => {
  it('trims the query and answers null outside 2..100 characters', () => {
    expect(searchRequest('  Hove  ', 10)).toEqual({ query: 'Hove', first: 10 });
    expect(searchRequest('', 10)).toBeNull();
    expect(searchRequest(' h ', 10)).toBeNull();
    expect(searchRequest('ho', 10)).toEqual({ query: 'ho', first: 10 });
    expect(searchRequest('x'.repeat(100), 10)?.query).toHaveLength(100);
    expect(searchRequest('x'.repeat(101), 10)).toBeNull();
    expect(searchRequest(` ${'x'.repeat(100)} `, 10)?.query).toHaveLength(100);
  });

  it('keeps first between 1 and 20, 10 when not given', () => {
    expect(searchRequest('hove', undefined)?.first).toBe(10);
    expect(searchRequest('hove', null)?.first).toBe(10);
    expect(searchRequest('hove', 50)?.first).toBe(20);
    expect(searchRequest('hove', 0)?.first).toBe(1);
    expect(searchRequest('hove', -5)?.first).toBe(1);
  });
});
