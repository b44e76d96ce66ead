ALTER TABLE "teams" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "budget_currency" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "budget_min" integer;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "budget_max" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_secondary" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "linkedin" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "supporting_url" text;