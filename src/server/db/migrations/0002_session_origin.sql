CREATE TYPE "public"."session_origin" AS ENUM('password', 'embed');--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "origin" "session_origin" DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "ghl";