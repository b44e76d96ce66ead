import { createContext, use, type ReactNode } from 'react';
import type { Group } from '../../../shared/users';

/**
 * The footer every layout ends with. It is the content feature's (it lists the landing pages),
 * and ui/ never imports a feature, so the app hands it in once (app.tsx) and the layouts,
 * whichever feature's page uses them, show it here. None outside the app (unit tests).
 */
export const SiteFooterContext = createContext<((group: Group) => ReactNode) | null>(null);

export function SiteFooterSlot({ group }: { group: Group }) {
  const footer = use(SiteFooterContext);
  return footer ? footer(group) : null;
}
