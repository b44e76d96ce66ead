/**
 * The monthly subscription (`subscription`, employer admins): reached from Purchase Job Posts;
 * Start Your Subscription with the offer, the billing address, a promo code and the card;
 * Subscribe Now to the dashboard with 'Thank you for your subscription!'; then Update Payment
 * Info with the renewal date, cancelling at the month's end and taking it back, the history and
 * the month's invoice; a refused card; 3-D Secure; a member sent to the 404.
 */
import { expect, test } from './support/test';
import { messages } from '../../src/shared/messages';
import { DEMO_PASSWORD, DEMO_TEAM_MEMBER } from '../../src/server/seed/demo';
import { expectAccessible } from './support/accessibility';
import { escapeRegExp, screenshot, submitLogin } from './support/app';
import { addCard, newBuyer, saveBillingDetails, testCardExpiry } from './support/payments';

/** The renewal line with any date (the plan adds 2 job posts a month). */
const RENEWAL = new RegExp(
  escapeRegExp(messages.subscriptions.renewsOn('DATE', 2)).replace('DATE', '\\d{1,2} \\w+ \\d{4}'),
);

const m = messages.subscriptions;
const p = messages.payments;

test('an employer subscribes: the offer, a promo code, billing, card, Subscribe Now, then cancels and keeps it', async ({
  page,
}) => {
  await newBuyer(page);
  await page.getByRole('link', { name: messages.credits.subscriptionLink }).click();
  await expect(page).toHaveURL(/\/employer\/subscription$/);
  await expect(page.getByRole('heading', { name: m.startTitle, level: 1 })).toBeVisible();
  await expect(page.getByText(m.offer('£195.00', 2))).toBeVisible();
  await expect(page.getByText(m.firstCharge('£234.00'))).toBeVisible();
  // Nothing to pay with yet: Subscribe Now waits for the billing address and the card.
  await expect(page.getByText(m.billingFirst)).toBeVisible();
  await expect(page.getByRole('button', { name: m.subscribe })).toBeDisabled();
  await expectAccessible(page, 'subscription-start');

  await page.getByLabel(messages.credits.promoCode).fill('NOT-A-CODE');
  await page.getByRole('button', { name: messages.credits.applyPromo, exact: true }).click();
  await expect(page.getByText(messages.credits.promoNotFound)).toBeVisible();

  await saveBillingDetails(page, page.getByRole('form', { name: p.billingTitle }));
  await expect(page.getByText(m.cardFirst)).toBeVisible();
  await addCard(page, '4242 4242 4242 4242');
  await expect(
    page.getByText(p.savedCard('visa', '4242', '04', testCardExpiry().year)),
  ).toBeVisible();
  await screenshot(page, 'subscription-start');
  await page.getByRole('button', { name: m.subscribe }).click();
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await expect(page.getByText(m.subscribed)).toBeVisible();

  // Back on the page: Update Payment Info, the renewal date, the month in the history.
  await page.goto('/employer/subscription');
  await expect(page.getByRole('heading', { name: m.updateTitle, level: 1 })).toBeVisible();
  await expect(page.getByText(RENEWAL)).toBeVisible();
  const history = page.getByRole('table');
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('row').nth(1)).toContainText('£234.00');
  await screenshot(page, 'subscription-update');
  await expectAccessible(page, 'subscription-update');

  // Cancelling asks first, then the subscription ends with the month; it can be kept.
  await page.getByRole('button', { name: m.cancel }).click();
  const confirm = page.getByRole('dialog', { name: m.cancel });
  await expect(confirm.getByText(m.cancelConfirm)).toBeVisible();
  await confirm.getByRole('button', { name: m.cancel }).click();
  await expect(page.getByText(m.cancelled)).toBeVisible();
  await expect(page.getByText(/Your subscription is cancelled: it ends on/)).toBeVisible();
  await page.getByRole('button', { name: m.resume }).click();
  await expect(page.getByText(m.resumed)).toBeVisible();
  await expect(page.getByText(RENEWAL)).toBeVisible();

  // The month's job posts and its invoice.
  await page.goto('/employer/manage-credits');
  await expect(page.getByText('2 Job Post(s) Available')).toBeVisible();
  await page.goto('/employer/billing-history');
  await expect(
    page.getByRole('row').filter({ hasText: 'Monthly Subscription (2 Job Posts)' }),
  ).toContainText('£234.00');
});

test("a refused card says the issuer's reason and starts nothing", async ({ page }) => {
  await newBuyer(page, '/employer/subscription');
  await saveBillingDetails(page, page.getByRole('form', { name: p.billingTitle }));
  await addCard(page, '4000 0000 0000 9995');
  await page.getByRole('button', { name: m.subscribe }).click();
  await expect(page.getByText(p.insufficientFunds)).toBeVisible();
  await expect(page).toHaveURL(/\/employer\/subscription$/);
  await expect(page.getByRole('heading', { name: m.startTitle, level: 1 })).toBeVisible();
});

test('a card that asks for 3-D Secure subscribes once authenticated', async ({ page }) => {
  await newBuyer(page, '/employer/subscription');
  await saveBillingDetails(page, page.getByRole('form', { name: p.billingTitle }));
  await addCard(page, '4000 0025 0000 3155');
  await page.getByRole('button', { name: m.subscribe }).click();
  const bank = page.getByRole('dialog', { name: p.authenticateTitle });
  await expect(bank).toBeVisible();
  await bank.getByRole('button', { name: p.authenticateComplete }).click();
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await expect(page.getByText(m.subscribed)).toBeVisible();
});

test('a member is sent to the 404', async ({ page }) => {
  await page.goto('/employer/login');
  await submitLogin(page, DEMO_TEAM_MEMBER.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await page.goto('/employer/subscription');
  await expect(page).toHaveURL(/\/employer\/404$/);
});
