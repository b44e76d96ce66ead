import { expect, test, type Locator, type Page } from './support/test';
import { messages } from '../../src/shared/messages';
import { accounts, DEMO_PASSWORD } from './support/accounts';
import { accountMenuSettled, expectDashboard } from './support/app';

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${limit} presses of Tab never reached ${target.toString()}`);
}

/** How an element is drawn where focus could show: outline, focus ring (shadow) and border. */
function ringOf(target: Locator) {
  return target.evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.closest('.ant-input-affix-wrapper') ?? element;
    const boxStyle = getComputedStyle(box);
    return [style.outlineStyle, style.outlineColor, boxStyle.boxShadow, boxStyle.borderColor].join(
      ' ',
    );
  });
}

/**
 * The focused element looks focused: it is drawn differently from the same element without
 * the focus (antd rings inputs with their border and shadow, buttons and links with an outline).
 */
async function expectVisibleFocus(page: Page, target: Locator): Promise<void> {
  const focused = await ringOf(target);
  await target.evaluate((element) => (element as HTMLElement).blur());
  // Until the ring has gone (at once with reduced motion), however long that takes.
  await expect
    .poll(() => ringOf(target), {
      message: 'the focused element looks different from the unfocused one',
    })
    .not.toBe(focused);
  await target.focus();
}

test('signing in, moving around and signing out work with the keyboard alone', async ({ page }) => {
  const account = accounts.employer;
  await page.goto(`/${account.group}/login`);

  const email = page.getByLabel(messages.login.emailLabel);
  await tabTo(page, email);
  await expectVisibleFocus(page, email);
  await page.keyboard.type(account.email);
  const password = page.getByLabel(messages.login.passwordLabel, { exact: true });
  await tabTo(page, password);
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expectDashboard(page, account);

  const accountMenu = page.getByRole('button', { name: messages.nav.accountMenu });
  await tabTo(page, accountMenu);
  await expectVisibleFocus(page, accountMenu);
  await page.keyboard.press('Enter');
  const menu = await accountMenuSettled(page);
  const logOut = menu.getByRole('menuitem', { name: messages.nav.logOut });
  const active = menu.locator('.ant-dropdown-menu-item-active');
  // The open menu takes the arrow keys; Enter on its last item signs out. Each press is
  // waited for (the highlight moves on a later render), so none lands past the item.
  // (Bounded: the employer admin's menu holds about ten items.)
  for (let press = 0; press < 20; press++) {
    if (await logOut.evaluate((item) => item.classList.contains('ant-dropdown-menu-item-active')))
      break;
    const before = (await active.count()) ? await active.textContent() : null;
    await page.keyboard.press('ArrowDown');
    await expect(active).toHaveCount(1);
    if (before !== null) await expect(active).not.toHaveText(before);
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${account.group}/login$`));
});
