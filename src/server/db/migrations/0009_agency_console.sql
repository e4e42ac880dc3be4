CREATE TABLE "agency_prompt_templates" (
	"agency_id" uuid NOT NULL,
	"kind" "option_kind" NOT NULL,
	"name" text NOT NULL,
	"template" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_prompt_templates_agency_id_kind_name_pk" PRIMARY KEY("agency_id","kind","name")
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "highlevel_secret_encrypted" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "ai" jsonb;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "operator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_prompt_templates" ADD CONSTRAINT "agency_prompt_templates_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_agency_idx" ON "audit_events" USING btree ("agency_id","created_at");--> statement-breakpoint
-- Plans made before they had names are called by their type.
UPDATE "plans" SET "name" = initcap("type") WHERE "name" = '';--> statement-breakpoint
-- Suspending or resuming an agency changes who may sign in and use what: every instance forgets what it kept.
CREATE TRIGGER agencies_access_changed AFTER UPDATE OF suspended_at OR DELETE ON agencies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_change();--> statement-breakpoint
-- Every instance keeps an agency's own AI provider and prompt templates in memory for a while: a change
-- to either tells every instance at once to forget what it kept.
CREATE TRIGGER agencies_ai_changed AFTER UPDATE OF ai ON agencies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_change();--> statement-breakpoint
CREATE TRIGGER agency_prompt_templates_changed AFTER INSERT OR UPDATE OR DELETE ON agency_prompt_templates
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_change();
