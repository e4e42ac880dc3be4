ALTER TYPE "public"."session_origin" ADD VALUE 'trial';--> statement-breakpoint
CREATE TABLE "trial_visitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"location_id" varchar(20) NOT NULL,
	"user_name" text NOT NULL,
	"business_name" text NOT NULL,
	"email" text NOT NULL,
	"generations_used" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"upgrade_clicked_at" timestamp with time zone,
	CONSTRAINT "trial_visitors_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "trial_visitors_location_id_unique" UNIQUE("location_id"),
	CONSTRAINT "trial_visitors_used_not_negative" CHECK ("trial_visitors"."generations_used" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "trial_slug" text DEFAULT ('trial-' || substr(md5(gen_random_uuid()::text), 1, 10)) NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "trial_retention_days" integer DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "trial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trial_visitors" ADD CONSTRAINT "trial_visitors_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_visitors" ADD CONSTRAINT "trial_visitors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_visitors" ADD CONSTRAINT "trial_visitors_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trial_visitors_agency_email_idx" ON "trial_visitors" USING btree ("agency_id","email");--> statement-breakpoint
CREATE INDEX "trial_visitors_agency_started_idx" ON "trial_visitors" USING btree ("agency_id","started_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trial_visitors_last_seen_idx" ON "trial_visitors" USING btree ("last_seen_at");--> statement-breakpoint
-- Every agency's free trial gets its address from its name, as new agencies do (see trial/slug.ts):
-- letters and digits, lower-cased, words joined by dashes; a name another agency's slug already has
-- gets -2, -3, … Oldest agencies first, so the first of two namesakes keeps the plain name.
DO $$
DECLARE
  agency record;
  base text;
  candidate text;
  n integer;
BEGIN
  FOR agency IN SELECT "id", "name" FROM "agencies" ORDER BY "created_at", "id" LOOP
    base := trim(both '-' from left(regexp_replace(lower(agency."name"), '[^a-z0-9]+', '-', 'g'), 50));
    IF length(base) < 3 THEN
      base := 'agency' || CASE WHEN base = '' THEN '' ELSE '-' || base END;
    END IF;
    candidate := base;
    n := 1;
    WHILE EXISTS (SELECT 1 FROM "agencies" WHERE "trial_slug" = candidate AND "id" <> agency."id") LOOP
      n := n + 1;
      candidate := base || '-' || n;
    END LOOP;
    UPDATE "agencies" SET "trial_slug" = candidate WHERE "id" = agency."id";
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_trial_slug_unique" UNIQUE("trial_slug");