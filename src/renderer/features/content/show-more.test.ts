import { describe, expect, it } from 'vitest';
import { appendPage, type ListPage } from './show-more';

const page = (
  ids: string[],
  currentPage: number,
  hasMorePages: boolean,
): ListPage<{ id: string }> => ({
  data: ids.map((id) => ({ id })),
  paginatorInfo: { currentPage, hasMorePages, total: 12 },
});

describe('appendPage', () => {
  it('keeps what is shown and adds the next page below, with its paginator', () => {
    expect(appendPage(page(['1', '2'], 1, true), page(['3', '4'], 2, false))).toEqual(
      page(['1', '2', '3', '4'], 2, false),
    );
  });

  it('does not repeat a row the list moved onto the next page', () => {
    expect(appendPage(page(['1', '2'], 1, true), page(['2', '3'], 2, true)).data).toEqual([
      { id: '1' },
      { id: '2' },
      { id: '3' },
    ]);
  });
});
