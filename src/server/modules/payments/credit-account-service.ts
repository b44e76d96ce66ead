/**
 * Credit accounts (brief: "Apply for Credit Account", is_payment_active): a team's admin
 * applies with the details its invoices go to; the back office approves or declines it
 * (`admin credit-accounts`); an approved team buys on account (PaymentService).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creditAccounts } from '../../db/schema';
import type { CreditAccountValues } from '../../../shared/validation/credits';
import type { Actor } from '../identity';
import { creditAccountMembership } from './billing-membership';

import type { CreditAccountRow } from './mappers';

export type { CreditAccountRow } from './mappers';

export class CreditAccountService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** The caller's team's application, or null. */
  async current(actor: Actor): Promise<CreditAccountRow | null> {
    const membership = creditAccountMembership(actor);
    const [row] = await this.db
      .select()
      .from(creditAccounts)
      .where(eq(creditAccounts.teamId, membership.team.id));
    return row ?? null;
  }

  /**
   * Applies, or updates the application's details. An approved account stays approved (its
   * invoices go to the new details); a declined one is looked at again.
   */
  async apply(actor: Actor, values: CreditAccountValues): Promise<CreditAccountRow> {
    const membership = creditAccountMembership(actor);
    const details = {
      invoiceCompany: values.invoice_company,
      invoiceAddress1: values.invoice_address_1,
      invoiceAddress2: values.invoice_address_2 ?? null,
      invoiceCity: values.invoice_city,
      invoiceState: values.invoice_state,
      invoiceCountry: values.invoice_country,
      invoiceZip: values.invoice_zip,
      invoicePhone: values.invoice_phone,
      invoiceEmail: values.invoice_email,
      requestedBy: actor.user.id,
    };
    const existing = await this.current(actor);
    const [row] = await this.db
      .insert(creditAccounts)
      .values({ teamId: membership.team.id, ...details })
      .onConflictDoUpdate({
        target: creditAccounts.teamId,
        set: {
          ...details,
          ...(existing?.status === 'declined' && { status: 'pending' as const, decidedAt: null }),
        },
      })
      .returning();
    return row!;
  }

  /** The back office's decision (`admin credit-accounts approve|decline`). */
  async decide(teamId: number, status: 'approved' | 'declined'): Promise<CreditAccountRow | null> {
    const [row] = await this.db
      .update(creditAccounts)
      .set({ status, decidedAt: this.now() })
      .where(eq(creditAccounts.teamId, teamId))
      .returning();
    return row ?? null;
  }
}
