import { expect, type Locator, type Page } from '@playwright/test';
import { messages } from '../../../src/shared/messages';
import { submitLogin } from './app';
import { registerThroughApi } from './new-account';

const p = messages.payments;

/** A new employer of its own (its balance and card are the test's alone), signed in on `path`. */
export async function newBuyer(page: Page, path = '/employer/manage-credits') {
  const buyer = await registerThroughApi(page.request, 'employer', { label: 'buyer' });
  await page.goto('/employer/login');
  await submitLogin(page, buyer.email, buyer.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(path);
  return buyer;
}

/**
 * Saves a test card through the card form (Add Payment Info or Update Card Information); on the
 * purchase page the form asks for the billing details too, filled in when empty.
 */
export async function addCard(page: Page, number: string) {
  await page.getByRole('button', { name: p.addPaymentInfo }).click();
  const dialog = page.getByRole('dialog', { name: p.cardTitle });
  await fillCard(dialog, number);
  await dialog.getByRole('button', { name: p.saveCard }).click();
  await expect(page.getByText(p.paymentInfoUpdated)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/**
 * The test card's expiry: April, four years after this year, so the journeys' card never runs out
 * (src/server/testing/cards.ts has the server tests' twin). `typed` is as the card form takes it.
 */
export function testCardExpiry(today = new Date()): { month: string; year: number; typed: string } {
  const year = today.getUTCFullYear() + 4;
  return { month: '04', year, typed: `04/${String(year).slice(-2)}` };
}

/** Fills the card form: its billing details where it has them and they are empty, the card. */
export async function fillCard(dialog: Locator, number: string) {
  // The dialog shows a skeleton until the card setup has loaded; its fields come with the card's.
  await expect(dialog.getByLabel(p.cardNumber)).toBeVisible();
  const name = dialog.getByLabel(p.billingFields.name);
  if ((await name.count()) > 0 && (await name.inputValue()) === '') {
    await fillBillingFields(dialog);
  }
  await dialog.getByLabel(p.cardNumber).fill(number);
  await dialog.getByLabel(p.expiry).fill(testCardExpiry().typed);
  await dialog.getByLabel(p.cvc).fill('123');
}

/** The billing details' fields, with a London address. */
export async function fillBillingFields(form: Locator) {
  const b = p.billingFields;
  await form.getByLabel(b.name).fill('Accounts Payable');
  await form.getByLabel(b.email).fill('billing@example.com');
  await form.getByLabel(b.phone).fill('020 7946 0999');
  await form.getByLabel(b.address1).fill('1 Bankside');
  await form.getByLabel(b.city).fill('London');
  await form.getByLabel(b.state).fill('Greater London');
  await form.getByLabel(b.zip).fill('SE1 9AA');
}

/** Fills the billing details form with a London address and saves it. */
export async function saveBillingDetails(page: Page, form: Locator) {
  await fillBillingFields(form);
  await form.getByRole('button', { name: p.saveBilling }).click();
  await expect(page.getByText(p.billingSaved)).toBeVisible();
}
