import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { promos } from '../../db/schema';
import { normalizePromoCode, penceText } from '../../../shared/pricing';
import { parseFlags } from '../flags';
import { formatTable } from '../table';
import type { AdminCommand } from './command';
import { NOT_FOUND, USAGE_ERROR } from './account-changes';

const USAGE =
  'promo [add <code> <N% | £amount> [--expires YYYY-MM-DD] [--max-uses N] | disable <code>]';

/** Letters, digits and dashes: what a person can type from an email or a flyer. */
const CODE = /^[A-Z0-9-]{3,40}$/;

type NewPromo = Pick<typeof promos.$inferInsert, 'type' | 'value' | 'expiresAt' | 'maxUses'>;

/** `10%` (a percentage, 1–100) or `£25` / `25.50` (pounds and pence off); null otherwise. */
function parseValue(text: string): Pick<NewPromo, 'type' | 'value'> | null {
  const percent = /^(\d{1,3})%$/.exec(text);
  if (percent) {
    const value = Number(percent[1]);
    return value >= 1 && value <= 100 ? { type: 'PERCENTAGE', value } : null;
  }
  const pounds = /^£?(\d{1,6})(?:\.(\d{2}))?$/.exec(text);
  if (!pounds) return null;
  const value = Number(pounds[1]) * 100 + Number(pounds[2] ?? 0);
  return value > 0 ? { type: 'FIXED', value } : null;
}

/** `--expires 2026-12-31` (the end of that day, UTC) and `--max-uses 100`; null if malformed. */
function parseOptions(flags: {
  expires?: string;
  'max-uses'?: string;
}): Pick<NewPromo, 'expiresAt' | 'maxUses'> | null {
  const options: Pick<NewPromo, 'expiresAt' | 'maxUses'> = { expiresAt: null, maxUses: null };
  const { expires, 'max-uses': maxUses } = flags;
  if (expires !== undefined) {
    const end = new Date(`${expires}T23:59:59.999Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(expires) || Number.isNaN(end.getTime())) return null;
    options.expiresAt = end;
  }
  if (maxUses !== undefined) {
    if (!/^\d{1,7}$/.test(maxUses) || Number(maxUses) === 0) return null;
    options.maxUses = Number(maxUses);
  }
  return options;
}

function valueText(row: { type: string; value: number }): string {
  return row.type === 'PERCENTAGE' ? `${row.value}%` : penceText(row.value);
}

async function list(db: Database, print: (line: string) => void): Promise<number> {
  const rows = await db.select().from(promos).orderBy(asc(promos.code));
  if (rows.length === 0) {
    print('No promo codes yet.');
    return 0;
  }
  print(
    formatTable(
      ['code', 'off', 'expires', 'uses', 'state'],
      rows.map((row) => [
        row.code,
        valueText(row),
        row.expiresAt?.toISOString().slice(0, 10) ?? 'never',
        row.maxUses === null ? String(row.uses) : `${row.uses} of ${row.maxUses}`,
        row.disabledAt ? 'disabled' : 'active',
      ]),
    ),
  );
  return 0;
}

/**
 * `admin promo` lists the promo codes; `add` creates one (a percentage or an amount off the
 * discounted subtotal, optionally until a date or for a number of purchases); `disable`
 * stops one being used (kept for the purchases that used it).
 */
export const promo: AdminCommand = {
  summary: 'List promo codes, add one (N% or £amount off), or disable one',
  usage: '[add <code> <N% | £amount> [--expires YYYY-MM-DD] [--max-uses N] | disable <code>]',
  run: async ({ db, print }, args) => {
    if (args.length === 0) return list(db, print);
    const parsed = parseFlags(args, {
      expires: { type: 'string' },
      'max-uses': { type: 'string' },
    });
    const [action, codeText = '', valueArg = '', ...extra] = parsed?.positionals ?? [];
    const code = normalizePromoCode(codeText);

    if (action === 'disable' && args.length === 2 && code) {
      const [row] = await db
        .update(promos)
        .set({ disabledAt: new Date() })
        .where(eq(promos.code, code))
        .returning({ code: promos.code });
      if (!row) {
        print(`No promo code ${code}.`);
        return NOT_FOUND;
      }
      print(`${code} is disabled.`);
      return 0;
    }

    const value = parseValue(valueArg);
    const options = parsed && parseOptions(parsed.values);
    if (action !== 'add' || !CODE.test(code) || !value || !options || extra.length > 0) {
      print(`Usage: admin ${USAGE}`);
      print('A code is 3 to 40 letters, digits or dashes; the value 1% to 100%, or an amount.');
      return USAGE_ERROR;
    }
    const [row] = await db
      .insert(promos)
      .values({ code, ...value, ...options })
      .onConflictDoNothing({ target: promos.code })
      .returning();
    if (!row) {
      print(`${code} already exists.`);
      return USAGE_ERROR;
    }
    const limits = [
      row.expiresAt ? `until ${row.expiresAt.toISOString().slice(0, 10)}` : null,
      row.maxUses ? `for ${row.maxUses} purchase(s)` : null,
    ].filter(Boolean);
    print(`Added ${code}: ${valueText(row)} off${limits.length ? `, ${limits.join(', ')}` : ''}.`);
    return 0;
  },
};
