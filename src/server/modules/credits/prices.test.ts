import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { promo } from '../../cli/admin/promo';
import { promos, users } from '../../db/schema';
import { SettingsService } from '../../platform/settings';
import {
  createAgency,
  createCandidate,
  createEmployer,
  createTeamMember,
  type UserFixture,
} from '../../testing/fixtures';
import { ADMIN_TEST_CONTEXT } from '../../testing/admin-context';
import { graphql } from '../../testing/gql';
import { createTestApp, type TestApp } from '../../testing/test-app';

const CALCULATE_PRICE = graphql(`
  query PricesCalculatePrice($qty: Int!, $promo: String) {
    calculatePrice(qty: $qty, promo: $promo) {
      qty
      unitPriceExcludingDiscount
      discountPercentage
      discountPerUnitAmount
      unitPriceIncludingDiscount
      subtotalExcludingDiscount
      discountAmount
      subtotalIncludingDiscount
      promo {
        code
        type
        value
      }
      promoAmount
      vatPercentage
      vatAmount
      total
    }
  }
`);

const CHECK_PROMO = graphql(`
  query PricesCheckPromo($code: String!) {
    checkPromo(code: $code) {
      code
      type
      value
    }
  }
`);

let t: TestApp;
let now = new Date('2026-11-25T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp({
    now: () => now,
    limits: { promoChecksPerUser: { limit: 6, windowMs: 60_000 } },
  });
  await t.db.insert(promos).values([
    { code: 'SPRING10', type: 'PERCENTAGE', value: 10 },
    { code: 'TENOFF', type: 'FIXED', value: 1_000 },
    { code: 'EXPIRED', type: 'PERCENTAGE', value: 50, expiresAt: new Date('2026-11-01') },
    { code: 'OFF', type: 'PERCENTAGE', value: 50, disabledAt: new Date('2026-11-01') },
    { code: 'USEDUP', type: 'PERCENTAGE', value: 50, maxUses: 2, uses: 2 },
  ]);
});
afterAll(() => t.close());

const outcome = (answer: { errors?: readonly { extensions?: { code?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.code ?? 'OK';
const validation = (answer: { errors?: readonly { extensions?: { validation?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.validation;

async function tokenOf(who: UserFixture | null): Promise<string | undefined> {
  return who ? t.login(who.email, who.password) : undefined;
}

describe('calculatePrice', () => {
  it('prices job posts for a company admin, in pence, with the volume discount and VAT', async () => {
    const token = await tokenOf(await createEmployer(t.db));
    const one = await t.graphql(CALCULATE_PRICE, { token, variables: { qty: 1, promo: null } });
    expect(one.data?.calculatePrice).toEqual({
      qty: 1,
      unitPriceExcludingDiscount: 49_500,
      discountPercentage: 0,
      discountPerUnitAmount: 0,
      unitPriceIncludingDiscount: 49_500,
      subtotalExcludingDiscount: 49_500,
      discountAmount: 0,
      subtotalIncludingDiscount: 49_500,
      promo: null,
      promoAmount: 0,
      vatPercentage: 20,
      vatAmount: 9_900,
      total: 59_400,
    });
    const three = await t.graphql(CALCULATE_PRICE, {
      token,
      variables: { qty: 3, promo: ' spring10 ' },
    });
    expect(three.data?.calculatePrice).toMatchObject({
      discountPercentage: 4,
      subtotalIncludingDiscount: 142_560,
      promo: { code: 'SPRING10', type: 'PERCENTAGE', value: 10 },
      promoAmount: 14_256,
      vatAmount: 25_661,
      total: 153_965,
    });
    const fixed = await t.graphql(CALCULATE_PRICE, {
      token,
      variables: { qty: 1, promo: 'TENOFF' },
    });
    expect(fixed.data?.calculatePrice).toMatchObject({ promoAmount: 1_000, total: 58_200 });
  });

  it("refuses codes that cannot be used with 'Promo code doesn't exist!'", async () => {
    const token = await tokenOf(await createEmployer(t.db));
    for (const promo of ['NOPE', 'EXPIRED', 'OFF', 'USEDUP']) {
      const answer = await t.graphql(CALCULATE_PRICE, { token, variables: { qty: 1, promo } });
      expect([promo, validation(answer)]).toEqual([
        promo,
        { promo: [messages.credits.promoNotFound] },
      ]);
    }
  });

  it("keeps the quantity from 1 to 10: 'Min 1'", async () => {
    const token = await tokenOf(await createEmployer(t.db));
    for (const [qty, message] of [
      [0, messages.credits.qtyMin],
      [-3, messages.credits.qtyMin],
      [11, messages.credits.qtyMax],
    ] as const) {
      const answer = await t.graphql(CALCULATE_PRICE, { token, variables: { qty } });
      expect(validation(answer)).toEqual({ qty: [message] });
    }
  });

  it('follows the price settings', async () => {
    const token = await tokenOf(await createEmployer(t.db));
    const settings = new SettingsService(t.db);
    await settings.set('jobPostPricePence', 10_000);
    await settings.set('vatPercent', 0);
    try {
      const answer = await t.graphql(CALCULATE_PRICE, { token, variables: { qty: 2 } });
      expect(answer.data?.calculatePrice).toMatchObject({ discountPercentage: 2, total: 19_600 });
    } finally {
      await settings.set('jobPostPricePence', 49_500);
      await settings.set('vatPercent', 20);
    }
  });

  it('is for the approved admins of a company team only', async () => {
    const owner = await createEmployer(t.db);
    const admin = await createTeamMember(t.db, owner.team, 'admin');
    const member = await createTeamMember(t.db, owner.team, 'member');
    const awaiting = await createEmployer(t.db);
    await t.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, awaiting.user.id));
    const cases: [string, UserFixture | null, string][] = [
      ['owner', owner, 'OK'],
      ['admin', admin, 'OK'],
      ['member', member, 'FORBIDDEN'],
      ['owner awaiting approval', awaiting, 'FORBIDDEN'],
      ['candidate', await createCandidate(t.db), 'FORBIDDEN'],
      ['agency', await createAgency(t.db), 'FORBIDDEN'],
      ['anonymous', null, 'UNAUTHENTICATED'],
    ];
    for (const [who, caller, expected] of cases) {
      const token = await tokenOf(caller);
      const price = await t.graphql(CALCULATE_PRICE, { token, variables: { qty: 1 } });
      const promo = await t.graphql(CHECK_PROMO, { token, variables: { code: 'SPRING10' } });
      expect([who, outcome(price), outcome(promo)]).toEqual([who, expected, expected]);
    }
  });
});

describe('checkPromo', () => {
  it('answers a usable code, or null; and expiry is checked against now', async () => {
    const token = await tokenOf(await createEmployer(t.db));
    const check = async (code: string) =>
      (await t.graphql(CHECK_PROMO, { token, variables: { code } })).data?.checkPromo;
    expect(await check('spring10')).toEqual({ code: 'SPRING10', type: 'PERCENTAGE', value: 10 });
    expect(await check('NOPE')).toBeNull();
    expect(await check('USEDUP')).toBeNull();
    await t.db.insert(promos).values({
      code: 'SOON',
      type: 'PERCENTAGE',
      value: 5,
      expiresAt: new Date('2026-11-26T00:00:00Z'),
    });
    expect(await check('SOON')).toMatchObject({ code: 'SOON' });
    now = new Date('2026-11-26T00:00:01Z');
    expect(await check('SOON')).toBeNull();
  });

  it('is limited per user, so codes cannot be guessed', async () => {
    const token = await tokenOf(await createEmployer(t.db));
    const answers = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      answers.push(
        outcome(await t.graphql(CHECK_PROMO, { token, variables: { code: `GUESS${attempt}` } })),
      );
    }
    expect(answers).toEqual(['OK', 'OK', 'OK', 'OK', 'OK', 'OK', 'RATE_LIMITED']);
  });
});

describe('admin promo', () => {
  const run = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await promo.run(
      { db: t.db, print: (line) => lines.push(line), ...ADMIN_TEST_CONTEXT },
      args,
    );
    return { code, output: lines.join('\n') };
  };

  it('adds codes that the calculator then takes, lists them, and disables one', async () => {
    expect(
      await run('add', 'summer-25', '25%', '--expires', '2026-12-31', '--max-uses', '50'),
    ).toEqual({
      code: 0,
      output: 'Added SUMMER-25: 25% off, until 2026-12-31, for 50 purchase(s).',
    });
    // Flags may come first (node:util parseArgs).
    expect(await run('add', '--max-uses', '3', 'FLAGS-FIRST', '5%')).toEqual({
      code: 0,
      output: 'Added FLAGS-FIRST: 5% off, for 3 purchase(s).',
    });
    expect(await run('add', 'WELCOME50', '£50')).toEqual({
      code: 0,
      output: 'Added WELCOME50: £50.00 off.',
    });
    const token = await tokenOf(await createEmployer(t.db));
    const price = await t.graphql(CALCULATE_PRICE, {
      token,
      variables: { qty: 1, promo: 'summer-25' },
    });
    expect(price.data?.calculatePrice).toMatchObject({ promoAmount: 12_375, total: 44_550 });

    const listed = await run();
    expect(listed.output).toMatch(/SUMMER-25\s+25%\s+2026-12-31\s+0 of 50\s+active/);
    expect(listed.output).toMatch(/WELCOME50\s+£50\.00\s+never\s+0\s+active/);

    expect(await run('disable', 'summer-25')).toEqual({
      code: 0,
      output: 'SUMMER-25 is disabled.',
    });
    const refused = await t.graphql(CALCULATE_PRICE, {
      token,
      variables: { qty: 1, promo: 'SUMMER-25' },
    });
    expect(validation(refused)).toEqual({ promo: [messages.credits.promoNotFound] });
  });

  it('refuses a bad code, value or option, a second code of the same name, an unknown one', async () => {
    for (const args of [
      ['add', 'X', '10%'],
      ['add', 'GOOD', '0%'],
      ['add', 'GOOD', '101%'],
      ['add', 'GOOD', 'ten'],
      ['add', 'GOOD', '10%', '--expires', '31/12/2026'],
      ['add', 'GOOD', '10%', '--max-uses', '0'],
      ['add', 'GOOD', '10%', '--max-use', '5'],
      ['add', 'GOOD', '10%', '--expires'],
      ['add', 'GOOD', '10%', 'EXTRA'],
      ['add', 'GOOD'],
      ['remove', 'GOOD'],
    ]) {
      expect([args.join(' '), (await run(...args)).code]).toEqual([args.join(' '), 2]);
    }
    expect((await run('add', 'TWICE', '10%')).code).toBe(0);
    expect(await run('add', 'twice', '20%')).toEqual({ code: 2, output: 'TWICE already exists.' });
    expect((await run('disable', 'NEVER-ADDED')).code).toBe(1);
  });
});
