CREATE TABLE "brand_profiles" (
	"location_id" varchar(20) PRIMARY KEY NOT NULL,
	"details" jsonb NOT NULL,
	"logo_path" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_profiles" ADD CONSTRAINT "brand_profiles_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;