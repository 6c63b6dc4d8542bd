CREATE TABLE "drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"wizard_id" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "drafts_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE INDEX "drafts_expires_at_idx" ON "drafts" USING btree ("expires_at");--> statement-breakpoint
-- The content is encrypted and never compresses: no compression attempt on each insert (as migration 0004 does for
-- the files).
ALTER TABLE "drafts" ALTER COLUMN "content" SET STORAGE EXTERNAL;
