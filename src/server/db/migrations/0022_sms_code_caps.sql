ALTER TABLE "sms_verifications" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "sms_verifications_created_idx" ON "sms_verifications" USING btree ("created_at");