/**
 * Invoices for purchases of job posts (brief: "Billing History", the invoice PDF). One is
 * issued inside the transaction that adds a purchase's job posts, so every purchase has
 * exactly one; its PDF is rendered by a job after the answer, or when first asked for.
 * Only the approved admins of the team read them.
 */
import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billingDetails, invoices, teams, users, type InvoiceBuyer } from '../../db/schema';
import { countryName } from '../../../shared/countries';
import { messages } from '../../../shared/messages';
import type { PriceCalculation } from '../../../shared/pricing';
import { notFound } from '../../platform/domain-error';
import { idPage, idPageRequest, type IdPage } from '../../platform/id-pages';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { SettingsService } from '../../platform/settings';
import type { FileLinks, FileService } from '../files';
import type { Actor } from '../identity';
import { billingMembership } from '../teams';
import { invoiceIdOf, invoiceNumber, invoicePdf } from './invoice-pdf';
import type { InvoiceRow } from './mappers';

/** The queue whose jobs render an invoice's PDF (module.ts). */
export const RENDER_QUEUE = 'invoices.render';

/** An account's invoices are due this long after their date (the brief: 30 days). */
const PAYMENT_TERMS_MS = 30 * 24 * 60 * 60 * 1000;

export class InvoiceService {
  constructor(
    private readonly db: Database,
    private readonly files: FileService,
    private readonly fileLinks: FileLinks,
    private readonly settings: SettingsService,
    private readonly jobs: JobQueue,
    private readonly now: () => Date,
  ) {}

  /**
   * Issues the invoice of a purchase inside its transaction `tx`: `jobPosts` job posts, or a
   * month of the subscription that adds them; paid (by card) or due in 30 days (on account).
   * Resolves to the row; `renderLater` makes its PDF once committed.
   */
  async issue(
    tx: Database,
    input: {
      teamId: number;
      paymentId: number | null;
      price: PriceCalculation;
      jobPosts: number;
      subscription: boolean;
      paid: boolean;
    },
  ): Promise<InvoiceRow> {
    const posts = `${input.jobPosts} Job Post${input.jobPosts === 1 ? '' : 's'}`;
    const issuedAt = this.now();
    const [row] = await tx
      .insert(invoices)
      .values({
        teamId: input.teamId,
        paymentId: input.paymentId,
        kind: input.subscription ? 'subscription' : 'job_posts',
        item: input.subscription ? `Monthly Subscription (${posts})` : posts,
        qty: input.jobPosts,
        price: input.price,
        total: input.price.total,
        buyer: await this.buyerOf(tx, input.teamId),
        status: input.paid ? 'paid' : 'due',
        issuedAt,
        dueAt: input.paid ? issuedAt : new Date(issuedAt.getTime() + PAYMENT_TERMS_MS),
      })
      .returning();
    return row!;
  }

  /** Queues the rendering of the PDF (off the request path), once per invoice. */
  async renderLater(invoiceId: number): Promise<void> {
    await this.jobs.send(RENDER_QUEUE, { invoiceId }, { key: String(invoiceId) });
  }

  /** The invoice's PDF path, rendering it now if it is not yet. */
  async rendered(invoiceId: number): Promise<string> {
    const [row] = await this.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    if (!row) throw notFound(messages.invoices.notFound);
    if (row.pdf) return row.pdf;
    const [owner] = await this.db
      .select({ id: teams.ownerId })
      .from(teams)
      .where(eq(teams.id, row.teamId));
    const path = await this.files.saveGenerated({
      ownerId: owner!.id,
      kind: 'invoice',
      originalName: `Invoice ${invoiceNumber(row.id)}.pdf`,
      contentType: 'application/pdf',
      extension: 'pdf',
      bytes: await invoicePdf(row, await this.settings.get('invoiceSeller')),
    });
    // Two renders at once (the background one and a download): the first one stays; the
    // other file is referred to by nothing, and housekeeping removes it.
    const [kept] = await this.db
      .update(invoices)
      .set({ pdf: path })
      .where(and(eq(invoices.id, row.id), isNull(invoices.pdf)))
      .returning({ pdf: invoices.pdf });
    if (kept?.pdf) return kept.pdf;
    const [current] = await this.db
      .select({ pdf: invoices.pdf })
      .from(invoices)
      .where(eq(invoices.id, row.id));
    return current?.pdf ?? path;
  }

  /** The caller's team's invoices, newest first (billing history). */
  async list(
    actor: Actor,
    request: { first: number; after?: string | null },
  ): Promise<IdPage<InvoiceRow>> {
    const membership = billingMembership(actor);
    const { limit, beforeId } = idPageRequest(request);
    const rows = await this.db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.teamId, membership.team.id),
          beforeId === null ? undefined : lt(invoices.id, beforeId),
        ),
      )
      .orderBy(desc(invoices.id))
      .limit(limit + 1);
    return idPage(rows, limit);
  }

  /** An invoice of the caller's team (NOT_FOUND for anyone else's, or none). */
  async forActor(actor: Actor, invoiceId: number): Promise<InvoiceRow> {
    const membership = billingMembership(actor);
    const [row] = await this.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, invoiceId), eq(invoices.teamId, membership.team.id)));
    if (!row) throw notFound(messages.invoices.notFound);
    return row;
  }

  /** An invoice of the caller's team by its number (`SL-000042`), as the ledger names it. */
  async byNumber(actor: Actor, number: string): Promise<InvoiceRow> {
    const id = invoiceIdOf(number);
    if (id === null) throw notFound(messages.invoices.notFound);
    return this.forActor(actor, id);
  }

  /** A short-lived link that downloads the invoice's PDF (rendered now if need be). */
  async downloadLink(actor: Actor, number: string): Promise<string> {
    const row = await this.byNumber(actor, number);
    const link = await this.fileLinks.sign(await this.rendered(row.id));
    if (!link) throw notFound(messages.invoices.notFound);
    return link;
  }

  /**
   * The buyer as the invoice names them: the company, and its billing details where the team
   * gave them (else its owner and their address).
   */
  private async buyerOf(tx: Database, teamId: number): Promise<InvoiceBuyer> {
    const [row] = await tx
      .select({ team: teams, owner: users, billing: billingDetails })
      .from(teams)
      .innerJoin(users, eq(users.id, teams.ownerId))
      .leftJoin(billingDetails, eq(billingDetails.teamId, teams.id))
      .where(eq(teams.id, teamId));
    const billing = row?.billing;
    if (billing) {
      return {
        company: row.team.company,
        name: billing.name,
        email: billing.email,
        address: [
          billing.address1,
          billing.address2,
          billing.city,
          billing.state,
          billing.zip,
          countryName(billing.country),
        ].filter((line): line is string => Boolean(line)),
      };
    }
    const owner = row?.owner;
    return {
      company: row?.team.company ?? '',
      name: owner ? `${owner.firstName} ${owner.lastName}`.trim() : '',
      email: owner?.email ?? '',
      address: owner
        ? [
            owner.address1,
            owner.address2,
            owner.city,
            owner.state,
            owner.zip,
            owner.country ? countryName(owner.country) : null,
          ].filter((line): line is string => Boolean(line))
        : [],
    };
  }
}
