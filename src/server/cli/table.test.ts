import { describe, expect, it } from 'vitest';
import { formatTable } from './table';

describe('formatTable', () => {
  it('pads columns to their widest cell under a header rule', () => {
    expect(
      formatTable(
        ['id', 'email'],
        [
          ['1', 'a@example.com'],
          ['12', 'b@x.io'],
        ],
      ),
    ).toBe(['id  email', '--  -------------', '1   a@example.com', '12  b@x.io'].join('\n'));
  });

  it('prints the header alone when there are no rows', () => {
    expect(formatTable(['id', 'email'], [])).toBe('id  email\n--  -----');
  });
});
