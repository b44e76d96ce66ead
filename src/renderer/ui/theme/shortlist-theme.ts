import { createGroupTheme } from './group-theme';

/** Shortlist's own colours, for pages that belong to no group (the app shell, unknown paths). */
export const shortlistTheme = createGroupTheme({
  primary: '#4338ca',
  deep: '#312e81',
  tint: '#ecebfb',
});
