CREATE TABLE "credit_accounts" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invoice_company" text NOT NULL,
	"invoice_address1" text NOT NULL,
	"invoice_address2" text,
	"invoice_city" text NOT NULL,
	"invoice_state" text NOT NULL,
	"invoice_country" text NOT NULL,
	"invoice_zip" text NOT NULL,
	"invoice_phone" text NOT NULL,
	"invoice_email" text NOT NULL,
	"requested_by" integer NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;