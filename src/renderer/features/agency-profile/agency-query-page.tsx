import { useEffect, type ReactNode } from 'react';
import { messages } from '../../../shared/messages';
import { QueryPage } from '../../ui/query-page';

const m = messages.agencyProfile;

/**
 * One of the agency's own pages that shows what a query read: `title` in the window's title,
 * and `QueryPage` (skeleton, the agency profile's load failure, retry) around `children`.
 */
export function AgencyQueryPage<T>({
  title,
  query,
  data,
  children,
}: {
  title: string;
  query: { loading: boolean; error?: unknown; refetch: () => unknown };
  data: T | null | undefined;
  children: (data: T) => ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · ${messages.brand.name}`;
  }, [title]);
  return (
    <QueryPage
      data={data}
      loading={query.loading}
      error={query.error}
      onRetry={() => void query.refetch()}
      group="agency"
      notFound={m.loadFailed}
      failed={m.loadFailed}
    >
      {children}
    </QueryPage>
  );
}
