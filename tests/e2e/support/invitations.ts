import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { messages } from '../../../src/shared/messages';
import { linksIn } from '../../../src/server/platform/mail/eml';
import { messagesTo } from './outbox';
import { fieldMessage } from './registration';

/**
 * Invitations in journeys: the invitation mail's web link (from the outbox), an invite sent
 * through the API as the admin's session, and the team registration's three steps
 * (tests/e2e/invitations.spec.ts and team-registration.spec.ts).
 */

export const MEMBER_PASSWORD = 'Member!2026';

const text = messages.registrationPages;
const tr = messages.teamRegistration;

/** How many mails `email` has had, to wait for the next one with `after`. */
export async function mailCount(folder: string, email: string): Promise<number> {
  return (await messagesTo(folder, email)).length;
}

/**
 * The newest invitation link (`…/invite/{token}`) mailed to `email`, once more than `after`
 * mails reached it: the API answers before it sends. Returned as the path, to open on the
 * journeys' own server.
 */
export async function waitForInviteLink(
  folder: string,
  email: string,
  options: { after?: number; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  const seen = options.after ?? 0;
  while (Date.now() < deadline) {
    const mails = await messagesTo(folder, email);
    if (mails.length > seen) {
      // Newest first (support/outbox.ts): the mails that came after the `seen` ones.
      const link = mails
        .slice(0, mails.length - seen)
        .flatMap((mail) => linksIn(mail))
        .find((href) => href.includes('/invite/'));
      if (link) return new URL(link).pathname;
    }
    await new Promise((wake) => setTimeout(wake, 200));
  }
  throw new Error(`No invitation email reached ${email} in ${folder}`);
}

/** The token at the end of an invitation link's path. */
export function tokenOf(invitePath: string): string {
  return invitePath.split('/').pop() ?? '';
}

/** Invites someone to the admin's active team through the API, as the invitations page does. */
export async function inviteThroughApi(
  request: APIRequestContext,
  adminToken: string,
  invitee: { firstName: string; lastName: string; email: string },
): Promise<void> {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      query:
        'mutation Invite($input: CreateInvitationInput!) { createInvitation(input: $input) { id } }',
      variables: {
        input: { first_name: invitee.firstName, last_name: invitee.lastName, email: invitee.email },
      },
    },
  });
  const answer = (await response.json()) as { errors?: unknown[] };
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
}

/** Step 1 of the team registration: the password twice, then Next. */
export async function fillTeamLoginInformation(page: Page, password = MEMBER_PASSWORD) {
  await page.getByLabel(text.password, { exact: true }).fill(password);
  await page.getByLabel(text.confirmPassword, { exact: true }).fill(password);
  await page.getByRole('button', { name: text.next }).click();
}

/** Step 2: the names come from the invitation; position, address and terms. */
export async function fillTeamPersonalInformation(page: Page) {
  await page.getByLabel(text.position, { exact: true }).fill('Talent Partner');
  await page.getByLabel(text.address1, { exact: true }).fill('12 Canal Street');
  await page.getByLabel(text.city, { exact: true }).fill('Manchester');
  await page.getByLabel(text.county, { exact: true }).fill('Greater Manchester');
  await page.getByLabel(text.postcode, { exact: true }).fill('M1 3HE');
  await page.getByLabel(text.terms).check();
  await page.getByRole('button', { name: text.createAccount }).click();
}

/** Step 3: the photo and about yourself, then Finish; lands on team/welcome. */
export async function fillTeamProfile(page: Page, group: 'employer' | 'agency') {
  await page.getByLabel(tr.photo, { exact: true }).setInputFiles('tests/e2e/fixtures/photo.jpg');
  await page.getByLabel(tr.aboutYourself, { exact: true }).fill('I hire designers for our stores.');
  // The upload finishes before the form may be sent: the field's message would say so.
  await expect(fieldMessage(page, tr.imageRequired)).toHaveCount(0);
  await page.getByRole('button', { name: tr.finish }).click();
  await expect(page).toHaveURL(new RegExp(`/${group}/team/welcome$`));
  await expect(page.getByRole('heading', { name: messages.invitations.welcome })).toBeVisible();
}
