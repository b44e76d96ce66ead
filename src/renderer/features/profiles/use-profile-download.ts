import { useEffect, useRef, useState } from 'react';
import { messages } from '../../../shared/messages';
import { apiOrigin, fileUrl } from '../../lib/uploads/api-origin';
import { getPlatform } from '../../platform/get-platform';
import { useToast } from '../../ui/toast';

/**
 * The file links on a profile live FILE_LINK_LIFETIME_MS (5 minutes, server
 * modules/files/file-links.ts): older than this, the profile is asked again before a download.
 */
const LINKS_FRESH_MS = 4 * 60 * 1000;

/**
 * Downloads a profile's CV or document through its signed link: the browser's own download,
 * or in the desktop app main's save dialog (the downloads bridge, as invoices do). A link
 * older than a few minutes, or one refused on the way, is fetched afresh once. `linkOf`
 * picks the file's link out of the query's (fresh) answer; `downloading` is the key being
 * fetched, for its button's spinner.
 */
export function useProfileDownload<T>(data: T | undefined, refetch: () => Promise<T | undefined>) {
  const toast = useToast();
  const fetchedAt = useRef(0);
  useEffect(() => {
    if (data) fetchedAt.current = Date.now();
  }, [data]);
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = async (key: string, linkOf: (data: T) => string | null | undefined) => {
    setDownloading(key);
    try {
      const link = async (refresh: boolean) => {
        let current = data;
        if (refresh || !current || Date.now() - fetchedAt.current > LINKS_FRESH_MS) {
          current = await refetch();
        }
        const path = current ? linkOf(current) : null;
        return path ? fileUrl(await apiOrigin(), path) : null;
      };
      let url = await link(false);
      let result = url ? await getPlatform().downloads.save(url) : null;
      // A link that expired on the way (a slow click, a sleeping laptop): once more, fresh.
      if (result && !result.ok && result.error === 'unauthorized') {
        url = await link(true);
        result = url ? await getPlatform().downloads.save(url) : null;
      }
      if (!result || (!result.ok && result.error !== 'cancelled')) {
        void toast.error(messages.profiles.downloadFailed, 3);
      }
    } catch {
      void toast.error(messages.profiles.downloadFailed, 3);
    } finally {
      setDownloading(null);
    }
  };
  return { download, downloading };
}
