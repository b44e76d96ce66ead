import { expect, test, type Page } from './support/test';
import { messages } from '../../src/shared/messages';
import type { Group } from '../../src/shared/users';
import {
  chooseFromAccountMenu,
  escapeRegExp,
  graphql,
  screenshot,
  sessionToken,
  submitLogin,
} from './support/app';
import { registerThroughApi, signInThroughApi, uniqueEmail } from './support/new-account';
import { messagesTo, outboxFolder, waitForResetLink } from './support/outbox';

const text = messages.passwordPages;
const NEW_PASSWORD = 'Changed!2026';

// Each journey is a whole story (register, mail, several forms, sign in again).
test.describe.configure({ timeout: 180_000 });

function outboxOrSkip(): string {
  const folder = outboxFolder();
  // Only when pointed at a server started elsewhere (E2E_BASE_URL), whose mail we cannot read.
  test.skip(!folder, 'E2E_DATA_DIR is unset: the outbox of a server started elsewhere is unknown');
  return folder ?? '';
}

async function expectDashboardOf(page: Page, group: Group, firstName: string) {
  await expect(page).toHaveURL(new RegExp(`/${group}/dashboard$`));
  await expect(
    page.getByRole('heading', { name: messages.dashboard.greeting(firstName) }),
  ).toBeVisible();
}

async function requestResetLink(page: Page, group: Group, email: string) {
  await page.goto(`/${group}/forgot-password`);
  await page.getByLabel(messages.login.emailLabel).fill(email);
  await page.getByRole('button', { name: text.sendLink }).click();
  await expect(page.getByText(messages.passwordReset.linkSent)).toBeVisible();
}

async function fillNewPassword(page: Page, password: string, confirmation: string) {
  await page.getByLabel(text.newPasswordLabel, { exact: true }).fill(password);
  await page.getByLabel(text.confirmPasswordLabel, { exact: true }).fill(confirmation);
  await page.getByRole('button', { name: text.resetSubmit }).click();
}

test.describe('forgotten and reset password', () => {
  test('forgot → emailed link → reset → the link is spent → log in with the new password', async ({
    page,
    request,
  }) => {
    const folder = outboxOrSkip();
    const account = await registerThroughApi(request, 'candidate', { label: 'reset' });

    // From the login page's link.
    await page.goto('/candidate/login');
    await page.getByRole('link', { name: messages.auth.forgotPassword }).click();
    await expect(page).toHaveURL(/\/candidate\/forgot-password$/);
    await expect(page.getByRole('heading', { name: text.forgotTitle })).toBeVisible();
    await screenshot(page, 'forgot-password-candidate');

    // The shared schema's messages.
    await page.getByRole('button', { name: text.sendLink }).click();
    await expect(page.getByText(messages.auth.emailRequired)).toBeVisible();
    await page.getByLabel(messages.login.emailLabel).fill('not-an-email');
    await page.getByRole('button', { name: text.sendLink }).click();
    await expect(page.getByText(messages.auth.emailInvalid)).toBeVisible();

    // An unknown email gets the very same answer, and no mail (no account enumeration).
    const stranger = uniqueEmail('nobody');
    await requestResetLink(page, 'candidate', stranger);

    await requestResetLink(page, 'candidate', account.email);
    await screenshot(page, 'forgot-password-sent');
    const link = await waitForResetLink(folder, account.email);
    expect(link.pathname).toBe('/candidate/reset-password');
    expect(link.searchParams.get('email')).toBe(account.email);
    expect(await messagesTo(folder, stranger)).toHaveLength(0);

    // The reset page, with its validation messages.
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { name: text.resetTitle })).toBeVisible();
    await expect(page.getByText(text.resetIntro(account.email))).toBeVisible();
    await page.getByRole('button', { name: text.resetSubmit }).click();
    await expect(page.getByText(messages.auth.passwordRequired)).toBeVisible();
    await fillNewPassword(page, NEW_PASSWORD, 'Different!2026');
    await expect(page.getByText(messages.passwords.resetConfirmationMismatch)).toBeVisible();
    await screenshot(page, 'reset-password-mismatch');

    await fillNewPassword(page, NEW_PASSWORD, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/candidate\/login$/);
    await expect(page.getByText(messages.auth.passwordHasBeenReset)).toBeVisible();
    await screenshot(page, 'login-after-reset');

    // The reset ended every session of the user, including the one register started.
    const old = await graphql(request, '{ me { id } }', account.token);
    expect(old.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    // The link works once.
    await page.goto(link.pathname + link.search);
    await fillNewPassword(page, 'Another!2026', 'Another!2026');
    await expect(page.getByText(messages.passwordReset.tokenExpired)).toBeVisible();
    await screenshot(page, 'reset-password-expired');
    await page.getByRole('link', { name: text.requestNewLink }).click();
    await expect(page).toHaveURL(/\/candidate\/forgot-password\?email=/);
    await expect(page.getByLabel(messages.login.emailLabel)).toHaveValue(account.email);

    // The old password no longer works; the new one does.
    await page.goto('/candidate/login');
    await submitLogin(page, account.email, account.password);
    await expect(page.getByText(messages.auth.wrongCombination)).toBeVisible();
    await submitLogin(page, account.email, NEW_PASSWORD);
    await expectDashboardOf(page, 'candidate', account.firstName);
  });

  test("forgot password lists a 422's errors and shows other failures' text", async ({ page }) => {
    // Answers the real server gives only to requests the form never sends, played here.
    const answers = [
      { status: 422, json: { errors: { email: ['First problem'], group: ['Second problem'] } } },
      { status: 429, json: { message: 'Too many requests. Try again in 15 minutes.' } },
      { status: 500, json: { error: 'The mail server is down' } },
    ];
    await page.route('**/api/forgot-password', (route) => route.fulfill(answers.shift()));
    await page.goto('/employer/forgot-password');
    await page.getByLabel(messages.login.emailLabel).fill('someone@example.com');
    const send = page.getByRole('button', { name: text.sendLink });

    await send.click();
    const list = page.getByRole('alert').getByRole('listitem');
    await expect(list).toHaveText(['First problem', 'Second problem']);
    await screenshot(page, 'forgot-password-422');
    await send.click();
    await expect(page.getByRole('alert')).toHaveText('Too many requests. Try again in 15 minutes.');
    await send.click();
    await expect(page.getByRole('alert')).toHaveText('The mail server is down');
  });

  test('a reset link without its token, or with a wrong one, says it has expired', async ({
    page,
  }) => {
    await page.goto('/agency/reset-password?email=someone%40example.com');
    await expect(page.getByText(messages.passwordReset.tokenExpired)).toBeVisible();
    await expect(page.getByRole('link', { name: text.requestNewLink })).toHaveAttribute(
      'href',
      '/agency/forgot-password?email=someone%40example.com',
    );

    await page.goto('/agency/reset-password?email=someone%40example.com&token=not-a-real-token');
    await fillNewPassword(page, NEW_PASSWORD, NEW_PASSWORD);
    await expect(page.getByText(messages.passwordReset.tokenExpired)).toBeVisible();
  });

  test("the employer's and agency's links lead to their own reset pages", async ({
    page,
    request,
  }) => {
    const folder = outboxOrSkip();
    for (const group of ['employer', 'agency'] as const) {
      const account = await registerThroughApi(request, group, { label: `reset-${group}` });
      await page.goto(`/${group}/login`);
      await page.getByRole('link', { name: messages.auth.forgotPassword }).click();
      await expect(page).toHaveURL(new RegExp(`/${group}/forgot-password$`));
      await requestResetLink(page, group, account.email);
      const link = await waitForResetLink(folder, account.email);
      expect(link.pathname).toBe(`/${group}/reset-password`);
      await screenshot(page, `forgot-password-${group}`);
    }
  });

  test('a signed-in user opening forgot or reset password goes to the dashboard', async ({
    page,
    request,
  }) => {
    const account = await registerThroughApi(request, 'employer', { label: 'guest-only' });
    await page.goto('/employer/login');
    await submitLogin(page, account.email, account.password);
    await expectDashboardOf(page, 'employer', account.firstName);
    await page.goto('/employer/forgot-password');
    await expectDashboardOf(page, 'employer', account.firstName);
    await page.goto('/employer/reset-password?email=a%40b.co&token=x');
    await expectDashboardOf(page, 'employer', account.firstName);
  });
});

test.describe('change password', () => {
  test('wrong current password, mismatch, success; other sessions end, this one stays', async ({
    page,
    request,
  }) => {
    const account = await registerThroughApi(request, 'employer', { label: 'change' });
    await page.goto('/employer/login');
    await submitLogin(page, account.email, account.password);
    await expectDashboardOf(page, 'employer', account.firstName);
    const otherDevice = await signInThroughApi(request, account.email, account.password);
    expect(otherDevice).not.toBeNull();

    // From the account menu.
    await page.getByRole('button', { name: messages.nav.accountMenu }).click();
    await page.getByRole('menuitem', { name: messages.nav.changePassword }).click();
    await expect(page).toHaveURL(/\/employer\/change-password$/);
    await expect(page.getByRole('heading', { name: text.changeTitle })).toBeVisible();
    await screenshot(page, 'change-password-employer');

    const current = page.getByLabel(text.currentPasswordLabel, { exact: true });
    const next = page.getByLabel(text.newPasswordLabel, { exact: true });
    const confirmation = page.getByLabel(text.confirmPasswordLabel, { exact: true });
    const submit = page.getByRole('button', { name: text.changeSubmit });

    await submit.click();
    await expect(page.getByText(messages.auth.passwordRequired)).toHaveCount(2);
    await expect(page.getByText(messages.passwords.changeMismatch)).toBeVisible();

    await current.fill(account.password);
    await next.fill(NEW_PASSWORD);
    await confirmation.fill('Different!2026');
    await submit.click();
    await expect(page.getByText(messages.passwords.changeMismatch)).toBeVisible();

    await current.fill('NotMine!2026');
    await confirmation.fill(NEW_PASSWORD);
    await submit.click();
    await expect(page.getByText(messages.passwords.currentPasswordWrong)).toBeVisible();
    await screenshot(page, 'change-password-wrong-current');

    await current.fill(account.password);
    await submit.click();
    await expect(page.getByText(text.changed)).toBeVisible();
    await expect(current).toHaveValue('');
    await screenshot(page, 'change-password-done');

    // The other device is signed out; this page's session goes on.
    const other = await graphql(request, '{ me { id } }', otherDevice ?? '');
    expect(other.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const mine = await graphql(request, '{ me { email } }', await sessionToken(page));
    expect(mine.data?.['me']).toEqual({ email: account.email });

    // Signed out, the old password fails and the new one works.
    await page.goto('/employer/logout');
    await expect(page).toHaveURL(/\/employer\/login$/);
    await submitLogin(page, account.email, account.password);
    await expect(page.getByText(messages.auth.wrongCombination)).toBeVisible();
    await submitLogin(page, account.email, NEW_PASSWORD);
    await expectDashboardOf(page, 'employer', account.firstName);
  });

  for (const group of ['candidate', 'agency'] as const) {
    test(`${group}: Change Password is in the account menu and works`, async ({
      page,
      request,
    }) => {
      const account = await registerThroughApi(request, group, { label: `change-${group}` });
      await page.goto(`/${group}/login`);
      await submitLogin(page, account.email, account.password);
      await expectDashboardOf(page, group, account.firstName);
      await chooseFromAccountMenu(page, messages.nav.changePassword);
      await expect(page).toHaveURL(new RegExp(`/${group}/change-password$`));
      await page.getByLabel(text.currentPasswordLabel, { exact: true }).fill(account.password);
      await page.getByLabel(text.newPasswordLabel, { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel(text.confirmPasswordLabel, { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: text.changeSubmit }).click();
      await expect(page.getByText(text.changed)).toBeVisible();
      expect(await signInThroughApi(request, account.email, NEW_PASSWORD)).not.toBeNull();
    });
  }

  test('an anonymous visit goes to login and back', async ({ page }) => {
    await page.goto('/agency/change-password');
    await expect(page).toHaveURL(
      new RegExp(
        `/agency/login\\?redirectTo=${escapeRegExp(encodeURIComponent('/agency/change-password'))}$`,
      ),
    );
  });
});
