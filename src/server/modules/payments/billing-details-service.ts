/**
 * Who a team is billed to (the payment modal, manage-payment-info): kept per team, read by
 * its approved admins (a GUEST admin edits the active team's), named on its invoices.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billingDetails } from '../../db/schema';
import type { BillingDetailsValues } from '../../../shared/validation/credits';
import type { Actor } from '../identity';
import { billingMembership } from '../teams';

import type { BillingDetailsRow } from './mappers';

export type { BillingDetailsRow } from './mappers';

export class BillingDetailsService {
  constructor(private readonly db: Database) {}

  async current(actor: Actor): Promise<BillingDetailsRow | null> {
    const membership = billingMembership(actor);
    const [row] = await this.db
      .select()
      .from(billingDetails)
      .where(eq(billingDetails.teamId, membership.team.id));
    return row ?? null;
  }

  async save(actor: Actor, values: BillingDetailsValues): Promise<BillingDetailsRow> {
    const membership = billingMembership(actor);
    const details = {
      name: values.name,
      email: values.email,
      phone: values.phone,
      address1: values.address_1,
      address2: values.address_2 ?? null,
      city: values.city,
      state: values.state,
      zip: values.zip,
      country: values.country,
    };
    const [row] = await this.db
      .insert(billingDetails)
      .values({ teamId: membership.team.id, ...details })
      .onConflictDoUpdate({ target: billingDetails.teamId, set: details })
      .returning();
    return row!;
  }
}
