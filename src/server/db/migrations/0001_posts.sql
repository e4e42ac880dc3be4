CREATE TYPE "public"."option_kind" AS ENUM('channel', 'tone', 'language', 'image_style');--> statement-breakpoint
CREATE TYPE "public"."post_action" AS ENUM('social', 'tone', 'translate', 'image');--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" varchar(20) NOT NULL,
	"user_id" uuid,
	"event_date" date NOT NULL,
	"event_title" text NOT NULL,
	"hashtags" text[] DEFAULT '{}' NOT NULL,
	"platform" text NOT NULL,
	"action" "post_action" NOT NULL,
	"option" text,
	"parent_id" uuid,
	"html" text NOT NULL,
	"image_path" text,
	"revised_prompt" text,
	"prompt" text NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"input_tokens" integer,
	"output_tokens" integer,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prompt_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "option_kind" NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_location_event_idx" ON "posts" USING btree ("location_id","event_date","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prompt_options_kind_name_idx" ON "prompt_options" USING btree ("kind","name");