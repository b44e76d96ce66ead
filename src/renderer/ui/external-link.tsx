import type { MouseEvent, ReactNode } from 'react';
import { messages } from '../../shared/messages';
import { getPlatform } from '../platform/get-platform';
import { useToast } from './toast';
import { VisuallyHidden } from './visually-hidden';

/**
 * A link out of the app (a deal, a social network), opened in the system browser through
 * the platform: the desktop app's shell, a new tab without access to this one on the web.
 * A real `<a href>`, so it reads and is reached as a link.
 */
export function ExternalLink({
  href,
  children,
  className,
  label,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  /** The link's name when its content is an icon. */
  label?: string;
}) {
  const toast = useToast();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void getPlatform()
      .app.openExternal(href)
      .then(
        (result) => result.ok,
        () => false,
      )
      .then((opened) => {
        if (!opened) toast.error(messages.content.openFailed);
      });
  };
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onClick={open}
      aria-label={label}
    >
      {children}
      {!label && <VisuallyHidden> ({messages.content.opensInBrowser})</VisuallyHidden>}
    </a>
  );
}
