CREATE TYPE "public"."news_audience" AS ENUM('all', 'plans', 'locations');--> statement-breakpoint
CREATE TYPE "public"."news_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TABLE "news_item_locations" (
	"news_id" uuid NOT NULL,
	"location_id" varchar(20) NOT NULL,
	CONSTRAINT "news_item_locations_news_id_location_id_pk" PRIMARY KEY("news_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "news_item_plans" (
	"news_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	CONSTRAINT "news_item_plans_news_id_plan_id_pk" PRIMARY KEY("news_id","plan_id")
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description_html" text NOT NULL,
	"description_doc" jsonb NOT NULL,
	"picture_path" text,
	"status" "news_status" DEFAULT 'draft' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"audience" "news_audience" DEFAULT 'all' NOT NULL,
	"author_id" uuid,
	"author_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "news_items_published_when_published" CHECK (("news_items"."status" = 'published') = ("news_items"."published_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "news_item_locations" ADD CONSTRAINT "news_item_locations_news_id_news_items_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_item_locations" ADD CONSTRAINT "news_item_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_item_plans" ADD CONSTRAINT "news_item_plans_news_id_news_items_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_item_plans" ADD CONSTRAINT "news_item_plans_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_item_locations_location_idx" ON "news_item_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "news_item_plans_plan_idx" ON "news_item_plans" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "news_items_feed_idx" ON "news_items" USING btree ("agency_id","pinned" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "news_items"."status" = 'published';--> statement-breakpoint
CREATE INDEX "news_items_agency_idx" ON "news_items" USING btree ("agency_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);