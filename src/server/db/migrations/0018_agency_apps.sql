CREATE TABLE "agency_apps" (
	"agency_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"client_id" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agency_apps_agency_id_kind_pk" PRIMARY KEY("agency_id","kind")
);
--> statement-breakpoint
ALTER TABLE "agency_apps" ADD CONSTRAINT "agency_apps_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;