import type { Group } from '../../../shared/users';
import { CommunityArticlesList, DealsList } from './dashboard-lists';

/** How many articles and deals a side panel lists: a column beside a page, not a page. */
export const SIDE_PANEL_SIZE = 3;

/**
 * The community articles beside a page (brief: the opportunity page "also shows articles"):
 * a short list, each opening `articles/{slug}`, with See all to Resources.
 */
export function ArticlesSidePanel({ group, id }: { group: Group; id: string }) {
  return (
    <CommunityArticlesList
      group={group}
      id={id}
      types={['ARTICLE']}
      first={SIDE_PANEL_SIZE}
      layout="side"
    />
  );
}

/** 'Deals For You' beside a page (brief: the opportunity page "also shows … deals"). */
export function DealsSidePanel({ group, id }: { group: Group; id: string }) {
  return <DealsList group={group} id={id} first={SIDE_PANEL_SIZE} layout="side" />;
}
