import { describe, expect, it } from 'vitest';
import { readCredential } from './request-auth';

describe('readCredential', () => {
  it.each([
    [undefined, { presented: false }],
    ['', { presented: false }],
    ['   ', { presented: false }],
    ['Bearer', { presented: false }],
    ['Bearer abc', { presented: true, token: 'abc' }],
    ['bearer   abc ', { presented: true, token: 'abc' }],
    ['Bearer null', { presented: true, token: 'null' }],
    ['Basic dXNlcjpwYXNz', { presented: true, token: '' }],
    ['Bearer a b', { presented: true, token: '' }],
  ])('%j → %j', (header, expected) => {
    expect(readCredential(header)).toEqual(expected);
  });
});
