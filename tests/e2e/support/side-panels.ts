import { expect, type Page } from '@playwright/test';
import { messages } from '../../../src/shared/messages';
import type { DemoAccount } from './accounts';
import { graphql, screenshot, sessionToken, signIn } from './app';
import { settled } from './settled';

/**
 * Signs the demo account in and opens a published post of its side (a job for the
 * candidate, a project for the agency), as the lists would link it.
 */
export async function openDemoOpportunity(page: Page, account: DemoAccount): Promise<void> {
  await signIn(page, account);
  const target = account.group === 'agency' ? 'PROJECT' : 'JOB';
  const answer = await graphql(
    page.request,
    `{ publishedOpportunities(target: ${target}, first: 1) { data { id title } } }`,
    await sessionToken(page),
  );
  const post = (answer.data?.publishedOpportunities as { data: { id: string; title: string }[] })
    .data[0];
  if (!post) throw new Error(`No published ${target} for ${account.email}`);
  await page.goto(`/${account.group}/opportunities/${post.id}`);
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
}

/**
 * The opportunity page's side panels (brief: "It also shows articles, deals and the user"):
 * the signed-in user, community articles and deals, beside the post on a 1366 px window and
 * below it on a narrow one. Pictured (and scanned by axe) both ways as `shot`.
 */
export async function expectOpportunitySidePanels(
  page: Page,
  account: DemoAccount,
  shot: string,
): Promise<void> {
  const content = messages.content;
  const side = page.getByRole('complementary', {
    name: messages.candidateOpportunities.sidePanels,
  });
  const user = side.getByTestId('opportunity-user-panel');
  await expect(user).toContainText(account.name);
  if (account.organisation) await expect(user).toContainText(account.organisation);
  await expect(user.getByRole('link', { name: messages.profiles.viewProfile })).toHaveAttribute(
    'href',
    `/${account.group}/profile`,
  );
  const articles = side.getByRole('list', { name: content.communityArticles });
  await expect(articles.getByRole('listitem')).toHaveCount(3);
  await expect(articles.getByRole('link').first()).toHaveAttribute(
    'href',
    new RegExp(`^/${account.group}/articles/`),
  );
  const deals = side.getByRole('list', { name: content.dealsForYou });
  await expect(deals.getByRole('listitem')).toHaveCount(3);
  await expect(deals.getByRole('link', { name: new RegExp(content.getDeal) })).toHaveCount(3);

  const post = page.locator('.opportunity-page-main');
  const besideOrBelow = async () => {
    const [main, aside] = [await post.boundingBox(), await side.boundingBox()];
    if (!main || !aside) throw new Error('The post or its side panels are not shown');
    return {
      beside: aside.x >= main.x + main.width && aside.y < main.y + 40,
      below: aside.y >= main.y + main.height,
    };
  };
  expect(await besideOrBelow()).toEqual({ beside: true, below: false });
  await screenshot(page, shot);

  const wide = page.viewportSize();
  await page.setViewportSize({ width: 800, height: 900 });
  await expect.poll(besideOrBelow).toEqual({ beside: false, below: true });
  await screenshot(page, `${shot}-narrow`);
  if (wide) await page.setViewportSize(wide);
}
