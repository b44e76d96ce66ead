import { useEffect, useState } from 'react';
import { getPlatform } from '../../platform/get-platform';

let origin: Promise<string> | undefined;

/** The API's origin (`http://127.0.0.1:4310`), asked of the platform once. */
export function apiOrigin(): Promise<string> {
  origin ??= getPlatform()
    .app.getConfig()
    .then((config) => config.apiUrl);
  return origin;
}

/** The API's origin for rendering; null for the moment it takes to ask the platform. */
export function useApiOrigin(): string | null {
  const [value, setValue] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void apiOrigin().then((found) => {
      if (live) setValue(found);
    });
    return () => {
      live = false;
    };
  }, []);
  return value;
}

/**
 * Where the browser loads a file the API serves. The API answers paths relative to its
 * own origin (`/files/3fa1….png`), which the UI prefixes: the desktop app's pages are not
 * served from the API's origin. Absolute http(s) URLs (a future S3-compatible store) pass
 * through; anything else is not an image source.
 */
export function fileUrl(apiUrl: string, url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return `${apiUrl.replace(/\/+$/, '')}${url}`;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
