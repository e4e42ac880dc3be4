ALTER TABLE "agency_highlevel" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agency_highlevel" ADD COLUMN "sync_error" text;