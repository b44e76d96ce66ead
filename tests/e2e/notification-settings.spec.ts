/**
 * Notification settings and profile privacy (candidate): email off and on and its frequency,
 * kept after a reload; text notifications switched on with the code read from the outbox
 * (an invalid number and a wrong code show the brief's messages), then off; privacy switched
 * and kept. Employers have neither page: their own 404.
 */
import { expect, test, type Page } from './support/test';
import { settled } from './support/settled';
import { messages } from '../../src/shared/messages';
import { accounts } from './support/accounts';
import { screenshot, signIn, submitLogin } from './support/app';
import { registerThroughApi } from './support/new-account';
import { outboxFolder } from './support/outbox';
import { textsTo, waitForSmsCode } from './support/sms-outbox';

const text = messages.notificationSettings;
const privacyText = messages.profilePrivacy;
const PHONE = '07911 123456';
const PHONE_E164 = '+447911123456';

async function openFromAccountMenu(page: Page, label: string) {
  await page.getByRole('button', { name: messages.nav.accountMenu }).click();
  await page.getByRole('menuitem', { name: label }).click();
}

test.describe('notification settings and profile privacy', () => {
  test('a candidate sets email, texts and privacy', async ({ page, request }) => {
    const folder = outboxFolder();
    test.skip(!folder, 'the texted code is read from the journeys’ own server (E2E_DATA_DIR)');
    const account = await registerThroughApi(request, 'candidate', { label: 'notifications' });
    await page.goto('/candidate/login');
    await submitLogin(page, account.email, account.password);
    await expect(page).not.toHaveURL(/\/login/);

    await page.getByRole('button', { name: messages.nav.accountMenu }).click();
    const items = await page.getByRole('menuitem').allInnerTexts();
    const at = (label: string) => items.findIndex((item) => item.trim() === label);
    expect(at(privacyText.title)).toBe(at(text.title) + 1);
    expect(at(messages.nav.changePassword)).toBe(at(privacyText.title) + 1);
    await screenshot(page, 'notification-settings-candidate-menu');
    await page.getByRole('menuitem', { name: text.title }).click();
    await expect(page).toHaveURL(/\/candidate\/notification-settings$/);
    await expect(page.getByRole('heading', { name: text.title, level: 1 })).toBeVisible();
    await screenshot(page, 'notification-settings');

    // Email: off, then on with daily; both kept after a reload.
    const email = page.getByRole('switch', { name: text.sendEmailLabel });
    const daily = page.getByRole('radio', { name: new RegExp(`^${text.frequency.daily}`) });
    await expect(email).toBeChecked();
    await expect(
      page.getByRole('radio', { name: new RegExp(`^${text.frequency.immediately}`) }),
    ).toBeChecked();
    await email.click();
    await expect(page.getByText(text.emailSaved).first()).toBeVisible();
    await expect(daily).toBeDisabled();
    await page.reload();
    await expect(email).not.toBeChecked();
    await email.click();
    await expect(daily).toBeEnabled();
    await daily.check();
    await expect(daily).toBeChecked();
    await settled(page);
    await page.reload();
    await expect(email).toBeChecked();
    await expect(daily).toBeChecked();

    // Texts: an invalid number, then a code to a valid one; a wrong code, then the right one.
    const texts = page.getByRole('switch', { name: text.sendTextLabel });
    await expect(texts).not.toBeChecked();
    await texts.click();
    const phone = page.getByLabel(text.phoneLabel);
    await phone.fill('12');
    await page.getByRole('button', { name: text.sendCode }).click();
    await expect(page.getByText(messages.phone.invalid)).toBeVisible();
    await screenshot(page, 'notification-settings-phone-invalid');

    const before = (await textsTo(folder!, PHONE_E164)).length;
    await phone.fill(PHONE);
    await page.getByRole('button', { name: text.sendCode }).click();
    await expect(page.getByText(text.codeSent(PHONE_E164))).toBeVisible();
    const code = await waitForSmsCode(folder!, PHONE_E164, { after: before });

    const codeInput = page.getByLabel(text.codeLabel);
    const wrong = code === '000000' ? '111111' : '000000';
    await codeInput.fill(wrong);
    await page.getByRole('button', { name: text.verifyCode }).click();
    await expect(page.getByText(text.invalidCode)).toBeVisible();
    await codeInput.fill('12ab');
    await page.getByRole('button', { name: text.verifyCode }).click();
    await expect(page.getByText(text.invalidCode)).toBeVisible();
    await screenshot(page, 'notification-settings-code');

    await codeInput.fill(code);
    await page.getByRole('button', { name: text.verifyCode }).click();
    await expect(page.getByText(text.smsOn(PHONE_E164))).toBeVisible();
    await expect(texts).toBeChecked();
    await screenshot(page, 'notification-settings-sms-on');
    await page.reload();
    await expect(page.getByText(text.smsOn(PHONE_E164))).toBeVisible();

    // Off at once.
    await texts.click();
    await expect(texts).not.toBeChecked();
    await expect(page.getByText(text.smsOn(PHONE_E164))).toBeHidden();
    await page.reload();
    await expect(texts).not.toBeChecked();

    // Privacy: inactive, kept after a reload, and back.
    await openFromAccountMenu(page, privacyText.title);
    await expect(page).toHaveURL(/\/candidate\/profile-privacy$/);
    const visible = page.getByRole('switch', { name: privacyText.switchLabel });
    await expect(visible).toBeChecked();
    await expect(page.getByText(privacyText.activeHelp)).toBeVisible();
    await screenshot(page, 'profile-privacy-active');
    await visible.click();
    await expect(page.getByText(privacyText.savedInactive)).toBeVisible();
    await page.reload();
    await expect(visible).not.toBeChecked();
    await expect(page.getByText(privacyText.inactiveHelp)).toBeVisible();
    await screenshot(page, 'profile-privacy-inactive');
    await visible.click();
    await expect(page.getByText(privacyText.savedActive)).toBeVisible();
    await page.reload();
    await expect(visible).toBeChecked();
  });

  test('an agency has both pages, after its own menu items; its settings are its own', async ({
    page,
    request,
  }) => {
    const account = await registerThroughApi(request, 'agency', { label: 'agency-notifications' });
    await page.goto('/agency/login');
    await submitLogin(page, account.email, account.password);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/agency/notification-settings');
    await expect(page.getByRole('heading', { name: text.title, level: 1 })).toBeVisible();

    // The account menu: Notification Settings, then Profile Privacy, then Change Password.
    await page.getByRole('button', { name: messages.nav.accountMenu }).click();
    const items = await page.getByRole('menuitem').allInnerTexts();
    const at = (label: string) => items.findIndex((item) => item.trim() === label);
    expect(at(text.title)).toBeGreaterThan(-1);
    expect(at(privacyText.title)).toBe(at(text.title) + 1);
    expect(at(messages.nav.changePassword)).toBeGreaterThan(at(privacyText.title));
    await screenshot(page, 'notification-settings-agency-menu');
    await page.keyboard.press('Escape');

    const email = page.getByRole('switch', { name: text.sendEmailLabel });
    await email.click();
    await expect(page.getByText(text.emailSaved).first()).toBeVisible();
    await page.reload();
    await expect(email).not.toBeChecked();
    await screenshot(page, 'notification-settings-agency');

    await page.goto('/agency/profile-privacy');
    const visible = page.getByRole('switch', { name: privacyText.switchLabel });
    await visible.click();
    await expect(page.getByText(privacyText.savedInactive)).toBeVisible();
    await page.reload();
    await expect(visible).not.toBeChecked();
    await screenshot(page, 'profile-privacy-agency');
  });

  test('an employer has neither page: its own 404', async ({ page }) => {
    await signIn(page, accounts.employer);
    for (const path of ['/employer/notification-settings', '/employer/profile-privacy']) {
      await page.goto(path);
      await expect(page.getByText(messages.common.pageNotFound)).toBeVisible();
    }
    await page.goto('/candidate/notification-settings');
    await expect(page).toHaveURL(/\/employer\/404/);
    await page.getByRole('button', { name: messages.nav.accountMenu }).click();
    await expect(page.getByRole('menuitem', { name: text.title })).toHaveCount(0);
  });
});
