DROP INDEX "payments_team_idempotency_unique";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "key_source" text DEFAULT 'client' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("status","updated_at") WHERE "payments"."credited_at" is null and "payments"."closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_team_idempotency_unique" ON "payments" USING btree ("team_id","key_source","idempotency_key");--> statement-breakpoint
-- Hand-written: renewals made before keys had sources are the server's; payments that failed
-- before closing existed already gave their promo use back.
UPDATE "payments" SET "key_source" = 'renewal' WHERE "purpose"->>'periodStart' IS NOT NULL;--> statement-breakpoint
UPDATE "payments" SET "closed_at" = "updated_at" WHERE "status" = 'failed';
