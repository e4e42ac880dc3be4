CREATE TABLE "usage_counters" (
	"location_id" varchar(20) NOT NULL,
	"kind" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "usage_counters_location_id_kind_window_start_pk" PRIMARY KEY("location_id","kind","window_start")
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "generation_limits" jsonb;--> statement-breakpoint
ALTER TABLE "usage_counters" ADD CONSTRAINT "usage_counters_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;