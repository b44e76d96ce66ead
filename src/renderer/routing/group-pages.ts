import { createContext, useContext } from 'react';
import type { Group } from '../../shared/users';

/**
 * The full path of a group page if the page exists, else undefined: links to pages that
 * later issues add (edit-profile) appear by themselves then.
 */
export type ExistingGroupPath = (group: Group, page: string) => string | undefined;

/**
 * Pages ask the route table through this context rather than importing it: the table
 * loads every feature's routes, which load the pages, so an import would be a cycle.
 */
export const ExistingGroupPathContext = createContext<ExistingGroupPath>(() => undefined);

export function useExistingGroupPath(): ExistingGroupPath {
  return useContext(ExistingGroupPathContext);
}
