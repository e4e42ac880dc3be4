CREATE TYPE "public"."ledger_kind" AS ENUM('credit', 'debit', 'refund', 'adjustment');--> statement-breakpoint
CREATE TYPE "public"."ledger_status" AS ENUM('succeeded', 'reserved', 'refunded');--> statement-breakpoint
CREATE TABLE "agency_pricing" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"prices" jsonb NOT NULL,
	"monthly_recharge_cap_cents" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_stripe_accounts" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"account_name" text NOT NULL,
	"publishable_key" text NOT NULL,
	"secret_key_encrypted" text NOT NULL,
	"secret_key_hint" text NOT NULL,
	"webhook_secret_encrypted" text NOT NULL,
	"webhook_secret_hint" text NOT NULL,
	"livemode" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balances" (
	"location_id" varchar(20) PRIMARY KEY NOT NULL,
	"cents" bigint DEFAULT 0 NOT NULL,
	"auto_recharge_cents" integer,
	"low_balance_cents" integer,
	"auto_recharge_stopped" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balances_never_negative" CHECK ("balances"."cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" varchar(20) NOT NULL,
	"kind" "ledger_kind" NOT NULL,
	"cents" bigint NOT NULL,
	"balance_after_cents" bigint NOT NULL,
	"status" "ledger_status" DEFAULT 'succeeded' NOT NULL,
	"reason" text NOT NULL,
	"source_key" text NOT NULL,
	"actor_id" uuid,
	"actor_label" text NOT NULL,
	"post_id" uuid,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_source_key_unique" UNIQUE("source_key"),
	CONSTRAINT "ledger_entries_not_zero" CHECK ("ledger_entries"."cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" varchar(20) NOT NULL,
	"stripe_account_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"name_on_card" text NOT NULL,
	"brand" text NOT NULL,
	"last4" char(4) NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_cards_payment_method_id_unique" UNIQUE("payment_method_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" varchar(20) NOT NULL,
	"purpose" text NOT NULL,
	"cents" integer NOT NULL,
	"status" text NOT NULL,
	"stripe_account_id" text NOT NULL,
	"payment_intent_id" text,
	"failure" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_payment_intent_id_unique" UNIQUE("payment_intent_id")
);
--> statement-breakpoint
CREATE TABLE "stripe_customers" (
	"location_id" varchar(20) NOT NULL,
	"stripe_account_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stripe_customers_location_id_stripe_account_id_pk" PRIMARY KEY("location_id","stripe_account_id")
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_pricing" ADD CONSTRAINT "agency_pricing_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_stripe_accounts" ADD CONSTRAINT "agency_stripe_accounts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_customers" ADD CONSTRAINT "stripe_customers_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD CONSTRAINT "stripe_events_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_location_idx" ON "ledger_entries" USING btree ("location_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_reserved_idx" ON "ledger_entries" USING btree ("created_at") WHERE "ledger_entries"."status" = 'reserved';--> statement-breakpoint
CREATE INDEX "payment_cards_location_idx" ON "payment_cards" USING btree ("location_id","stripe_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_one_primary_idx" ON "payment_cards" USING btree ("location_id","stripe_account_id") WHERE "payment_cards"."primary";--> statement-breakpoint
CREATE INDEX "payments_location_idx" ON "payments" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_recharge_in_flight_idx" ON "payments" USING btree ("location_id") WHERE "payments"."purpose" = 'auto-recharge' and "payments"."status" in ('starting', 'processing');