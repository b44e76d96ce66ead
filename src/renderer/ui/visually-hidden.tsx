import type { ReactNode } from 'react';

/**
 * Text for screen readers only. Use it to finish a control's name (a logo link's
 * destination, an icon button's purpose) instead of an `aria-label` that would replace the
 * visible text: speech users say what they see (WCAG 2.5.3, axe's
 * label-content-name-mismatch).
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
