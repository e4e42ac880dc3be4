CREATE TABLE "secret_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attempt_id" uuid NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
CREATE INDEX "secret_attempts_key_idx" ON "secret_attempts" USING btree ("key","created_at");--> statement-breakpoint
CREATE INDEX "secret_attempts_attempt_idx" ON "secret_attempts" USING btree ("attempt_id");