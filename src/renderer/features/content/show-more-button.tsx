import { Button } from 'antd';
import { useState } from 'react';
import { messages } from '../../../shared/messages';
import { useToast } from '../../ui/toast';
import './content.css';

/**
 * The 'Show More' button under a paginated content list (blog, deals): while there are more
 * pages, it fetches the next one (`fetchPage`, which merges it with `appendPage`), and says
 * `failedMessage` in a toast if that fails.
 */
export function ShowMoreButton({
  paginatorInfo,
  fetchPage,
  failedMessage,
}: {
  paginatorInfo: { currentPage: number; hasMorePages: boolean };
  fetchPage: (page: number) => Promise<unknown>;
  failedMessage: string;
}) {
  const toast = useToast();
  const [loadingMore, setLoadingMore] = useState(false);

  const showMore = async () => {
    setLoadingMore(true);
    try {
      await fetchPage(paginatorInfo.currentPage + 1);
    } catch {
      toast.error(failedMessage);
    } finally {
      setLoadingMore(false);
    }
  };

  if (!paginatorInfo.hasMorePages) return null;
  return (
    <div className="content-show-more">
      <Button size="large" loading={loadingMore} onClick={() => void showMore()}>
        {messages.content.showMore}
      </Button>
    </div>
  );
}
