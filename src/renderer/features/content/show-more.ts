/** A page of a paginated list as the API answers it. */
export interface ListPage<T> {
  data: T[];
  paginatorInfo: { currentPage: number; hasMorePages: boolean; total: number };
}

/**
 * 'Show More' (brief: the blog adds 10): the next page after what is shown, kept below it.
 * Rows already shown are not repeated, should the list have moved between the two pages
 * (an article published meanwhile pushes the last one of page 1 onto page 2).
 */
export function appendPage<Page extends ListPage<{ id: string }>>(shown: Page, next: Page): Page {
  const ids = new Set(shown.data.map((row) => row.id));
  return {
    ...next,
    data: [...shown.data, ...next.data.filter((row) => !ids.has(row.id))],
  };
}
