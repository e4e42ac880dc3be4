CREATE TABLE "used_embed_proofs" (
	"proof_hash" char(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_embed_proofs_expires_idx" ON "used_embed_proofs" USING btree ("expires_at");