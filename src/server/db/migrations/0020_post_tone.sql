ALTER TABLE "posts" ADD COLUMN "tone" text;--> statement-breakpoint
-- A post written or re-toned is in the tone it was asked for; a translation or picture in its parent's.
UPDATE "posts" SET "tone" = "option" WHERE "action" IN ('social', 'tone');--> statement-breakpoint
WITH RECURSIVE "chain" AS (
	SELECT "id", "tone" FROM "posts" WHERE "tone" IS NOT NULL
	UNION ALL
	SELECT "child"."id", "chain"."tone" FROM "posts" AS "child"
	JOIN "chain" ON "child"."parent_id" = "chain"."id"
	WHERE "child"."action" IN ('translate', 'image')
)
UPDATE "posts" SET "tone" = "chain"."tone" FROM "chain" WHERE "posts"."id" = "chain"."id" AND "posts"."tone" IS NULL;
