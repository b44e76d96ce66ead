import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { messages } from '../../../shared/messages';
import { apiOrigin, fileUrl } from '../../lib/uploads/api-origin';
import { getPlatform } from '../../platform/get-platform';
import { useToast } from '../../ui/toast';
import { invoiceDownloadUrlQuery } from './documents';

/**
 * Downloads an invoice's PDF: a fresh signed link each time (they last minutes), then the
 * browser's download, or in the desktop app main's save dialog (the downloads bridge).
 * `downloading` is the number being fetched, for the button's spinner.
 */
export function useInvoiceDownload() {
  const client = useApolloClient();
  const toast = useToast();
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = async (number: string) => {
    setDownloading(number);
    try {
      const { data } = await client.query({
        query: invoiceDownloadUrlQuery,
        variables: { number },
        fetchPolicy: 'network-only',
      });
      const link = data?.invoiceDownloadUrl
        ? fileUrl(await apiOrigin(), data.invoiceDownloadUrl)
        : null;
      const result = link ? await getPlatform().downloads.save(link) : null;
      if (!result || (!result.ok && result.error !== 'cancelled')) {
        void toast.error(messages.invoices.downloadFailed, 3);
      }
    } catch {
      void toast.error(messages.invoices.downloadFailed, 3);
    } finally {
      setDownloading(null);
    }
  };
  return { download, downloading };
}
