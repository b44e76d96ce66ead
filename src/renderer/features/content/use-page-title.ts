import { useEffect } from 'react';
import { messages } from '../../../shared/messages';

/** The window's title for a content page; unchanged until `title` is known. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} · ${messages.brand.name}`;
  }, [title]);
}
