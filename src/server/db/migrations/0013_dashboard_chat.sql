CREATE TYPE "public"."chat_message_role" AS ENUM('user', 'assistant');--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" varchar(20) NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"location_id" varchar(20) NOT NULL,
	"role" "chat_message_role" NOT NULL,
	"text" text NOT NULL,
	"provider" text,
	"model" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_days" (
	"location_id" varchar(20) NOT NULL,
	"day" date NOT NULL,
	"platform" text NOT NULL,
	"posts_written" integer DEFAULT 0 NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"provider_calls" integer DEFAULT 0 NOT NULL,
	"spent_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_days_location_id_day_platform_pk" PRIMARY KEY("location_id","day","platform")
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "from_chat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_days" ADD CONSTRAINT "usage_days_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversations_user_idx" ON "chat_conversations" USING btree ("location_id","user_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_conversations_location_created_idx" ON "chat_conversations" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
-- The calendar day an instant falls on for a location: in its time zone, as its dashboard counts days.
CREATE FUNCTION usage_day_of(location varchar, at timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (at AT TIME ZONE coalesce((SELECT time_zone FROM locations WHERE id = location), 'UTC'))::date
$$;--> statement-breakpoint
CREATE FUNCTION add_usage(location varchar, at timestamptz, on_platform text, written integer, called integer, by_provider integer, spent bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO usage_days AS kept (location_id, day, platform, posts_written, calls, provider_calls, spent_cents)
  VALUES (location, usage_day_of(location, at), on_platform, written, called, by_provider, spent)
  ON CONFLICT (location_id, day, platform) DO UPDATE SET
    posts_written = kept.posts_written + excluded.posts_written,
    calls = kept.calls + excluded.calls,
    provider_calls = kept.provider_calls + excluded.provider_calls,
    spent_cents = kept.spent_cents + excluded.spent_cents
$$;--> statement-breakpoint
CREATE FUNCTION count_post_usage() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A post taken from a chat answer is a post written, but its call was the chat reply's, counted there.
  PERFORM add_usage(NEW.location_id, NEW.created_at, NEW.platform, (NEW.action = 'social')::integer, (NOT NEW.from_chat)::integer, (NOT NEW.from_chat AND NEW.provider <> 'builtin')::integer, 0);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER posts_count_usage AFTER INSERT ON posts FOR EACH ROW EXECUTE FUNCTION count_post_usage();--> statement-breakpoint
CREATE FUNCTION count_chat_usage() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_usage(NEW.location_id, NEW.created_at, '', 0, 1, (NEW.provider <> 'builtin')::integer, 0);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER chat_messages_count_usage AFTER INSERT ON chat_messages FOR EACH ROW WHEN (NEW.role = 'assistant') EXECUTE FUNCTION count_chat_usage();--> statement-breakpoint
-- Spend is a settled debit: a reservation counts when it succeeds, never while it runs or once refunded.
CREATE FUNCTION count_spend() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted_before bigint := 0;
  counted_after bigint := 0;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.kind = 'debit' AND OLD.status = 'succeeded' THEN
    counted_before := -OLD.cents;
  END IF;
  IF NEW.kind = 'debit' AND NEW.status = 'succeeded' THEN
    counted_after := -NEW.cents;
  END IF;
  IF counted_after <> counted_before THEN
    PERFORM add_usage(NEW.location_id, NEW.created_at, '', 0, 0, 0, counted_after - counted_before);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_count_spend AFTER INSERT OR UPDATE OF status ON ledger_entries FOR EACH ROW EXECUTE FUNCTION count_spend();--> statement-breakpoint
-- What was used before the triggers existed.
INSERT INTO usage_days (location_id, day, platform, posts_written, calls, provider_calls, spent_cents)
SELECT location_id, day, platform, sum(written), sum(called), sum(by_provider), sum(spent)
FROM (
  SELECT p.location_id, (p.created_at AT TIME ZONE l.time_zone)::date AS day, p.platform,
    (p.action = 'social')::integer AS written, (NOT p.from_chat)::integer AS called,
    (NOT p.from_chat AND p.provider <> 'builtin')::integer AS by_provider,
    0::bigint AS spent
  FROM posts p JOIN locations l ON l.id = p.location_id
  UNION ALL
  SELECT e.location_id, (e.created_at AT TIME ZONE l.time_zone)::date, '', 0, 0, 0, -e.cents
  FROM ledger_entries e JOIN locations l ON l.id = e.location_id
  WHERE e.kind = 'debit' AND e.status = 'succeeded'
) AS used
GROUP BY location_id, day, platform;
