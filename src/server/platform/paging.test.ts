import { describe, expect, it } from 'vitest';
import { emptyPage, numberedPage, pageWindow } from './paging';
import { pageRequestOf, paginatorOf } from './graphql/paginator';

describe('pageWindow', () => {
  it('keeps the size between 1 and the maximum and the page from 1', () => {
    expect(pageWindow({ first: 10, page: 3 }, 50)).toEqual({
      limit: 10,
      offset: 20,
      currentPage: 3,
    });
    expect(pageWindow({ first: 500, page: 2 }, 50)).toEqual({
      limit: 50,
      offset: 50,
      currentPage: 2,
    });
    expect(pageWindow({ first: 0, page: -4 }, 50)).toEqual({ limit: 1, offset: 0, currentPage: 1 });
    expect(pageWindow({ first: 2.7, page: Number.NaN }, 50)).toEqual({
      limit: 2,
      offset: 0,
      currentPage: 1,
    });
  });
});

describe('numberedPage', () => {
  const never = () => Promise.reject(new Error('counted apart'));

  it('takes the total from the rows, maps them without it and says whether more follow', async () => {
    const rows = [
      { id: 1, total: 5 },
      { id: 2, total: 5 },
    ];
    expect(
      await numberedPage(rows, pageWindow({ first: 2, page: 2 }, 10), never, (row) => row),
    ).toEqual({
      rows: [{ id: 1 }, { id: 2 }],
      total: 5,
      currentPage: 2,
      hasMorePages: true,
    });
    expect(
      await numberedPage(
        rows.slice(1),
        pageWindow({ first: 2, page: 3 }, 10),
        never,
        (row) => row.id,
      ),
    ).toMatchObject({ rows: [2], hasMorePages: false });
  });

  it('counts apart only for an empty page past the first', async () => {
    let counted = 0;
    const countAll = () => {
      counted += 1;
      return Promise.resolve(3);
    };
    const none: { total: number }[] = [];
    expect(
      await numberedPage(none, pageWindow({ first: 2, page: 1 }, 10), countAll, (row) => row),
    ).toEqual({
      rows: [],
      total: 0,
      currentPage: 1,
      hasMorePages: false,
    });
    expect(counted).toBe(0);
    expect(
      await numberedPage(none, pageWindow({ first: 2, page: 4 }, 10), countAll, (row) => row),
    ).toEqual({
      rows: [],
      total: 3,
      currentPage: 4,
      hasMorePages: false,
    });
    expect(counted).toBe(1);
  });

  it('answers an empty page at the page asked for', () => {
    expect(emptyPage({ first: 10, page: 2 })).toEqual({
      rows: [],
      total: 0,
      currentPage: 2,
      hasMorePages: false,
    });
  });
});

describe('paginatorOf', () => {
  const page = { rows: [1, 2], total: 7, currentPage: 2, hasMorePages: true };

  it('answers { data, paginatorInfo }', () => {
    const info = { count: 2, currentPage: 2, hasMorePages: true, total: 7 };
    expect(paginatorOf(page)).toEqual({ data: [1, 2], paginatorInfo: info });
  });

  it('defaults the page request per list', () => {
    expect(pageRequestOf({}, 6)).toEqual({ first: 6, page: 1 });
    expect(pageRequestOf({ first: 3, page: 2 }, 6)).toEqual({ first: 3, page: 2 });
  });
});
