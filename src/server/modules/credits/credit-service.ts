/**
 * A team's job posts (brief: "Credit record", "Current credit"). Every change is a ledger
 * entry (IN or OUT, the balance it left) written in the same transaction as the balance row,
 * and spending is one conditional update: concurrent spends on a balance of 1 give one post
 * and one refusal, and no balance ever goes below 0 (the tables' checks say so too).
 */
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creditEntries, teamCredits } from '../../db/schema';
import { messages } from '../../../shared/messages';
import { forbidden } from '../../platform/domain-error';
import { idPage, idPageRequest, type IdPage } from '../../platform/id-pages';
import type { CreditEntryRow } from './mappers';

export interface CreditChange {
  /** What was paid, in pence. */
  total?: number;
  invoiceId?: string;
  /** Why, for the ledger: `admin grant by alice`, `opportunity 12`. */
  reason?: string;
}

export class CreditService {
  constructor(private readonly db: Database) {}

  /** The team's job posts left (0 for a team that never had any). */
  async balance(teamId: number, db: Database = this.db): Promise<number> {
    const [row] = await db
      .select({ balance: teamCredits.balance })
      .from(teamCredits)
      .where(eq(teamCredits.teamId, teamId))
      .limit(1);
    return row?.balance ?? 0;
  }

  /** Adds `qty` job posts; resolves to the new balance. */
  add(teamId: number, qty: number, change: CreditChange = {}): Promise<number> {
    return this.db.transaction((tx) => this.addWithin(tx, teamId, qty, change));
  }

  /** Adds `qty` job posts inside the caller's transaction `tx` (a payment's, say). */
  async addWithin(
    tx: Database,
    teamId: number,
    qty: number,
    change: CreditChange = {},
  ): Promise<number> {
    if (!Number.isInteger(qty) || qty < 1) throw new RangeError('qty must be a positive integer');
    const [row] = await tx
      .insert(teamCredits)
      .values({ teamId, balance: qty })
      .onConflictDoUpdate({
        target: teamCredits.teamId,
        set: { balance: sql`${teamCredits.balance} + ${qty}` },
      })
      .returning({ balance: teamCredits.balance });
    const balance = row?.balance ?? qty;
    await tx.insert(creditEntries).values({ teamId, type: 'IN', qty, balance, ...entry(change) });
    return balance;
  }

  /**
   * Spends `qty` job posts inside the caller's transaction `tx` (the post is created in it
   * too); refuses with 'Insufficient Balance!' when fewer are left. Resolves to the balance.
   */
  async spend(
    tx: Database,
    teamId: number,
    qty: number,
    change: CreditChange = {},
  ): Promise<number> {
    const [row] = await tx
      .update(teamCredits)
      .set({ balance: sql`${teamCredits.balance} - ${qty}` })
      .where(sql`${teamCredits.teamId} = ${teamId} and ${teamCredits.balance} >= ${qty}`)
      .returning({ balance: teamCredits.balance });
    if (!row) throw forbidden(messages.credits.insufficientBalance);
    await tx
      .insert(creditEntries)
      .values({ teamId, type: 'OUT', qty, balance: row.balance, ...entry(change) });
    return row.balance;
  }

  /**
   * The team's ledger, newest first, `first` entries after the `after` cursor (an entry id),
   * only `type`'s when given: one indexed statement whatever the page (credit_entries_team_idx).
   */
  async history(
    teamId: number,
    request: { first: number; after?: string | null; type?: CreditEntryRow['type'] | null },
  ): Promise<IdPage<CreditEntryRow>> {
    const { limit, beforeId } = idPageRequest(request);
    const rows = await this.db
      .select()
      .from(creditEntries)
      .where(
        and(
          eq(creditEntries.teamId, teamId),
          request.type ? eq(creditEntries.type, request.type) : undefined,
          beforeId === null ? undefined : lt(creditEntries.id, beforeId),
        ),
      )
      .orderBy(desc(creditEntries.id))
      .limit(limit + 1);
    return idPage(rows, limit);
  }
}

export type { CreditEntryRow } from './mappers';

function entry(change: CreditChange) {
  return {
    total: change.total ?? 0,
    invoiceId: change.invoiceId ?? null,
    reason: change.reason ?? null,
  };
}
