-- The inbox's search uses trigram indexes: a trusted extension, which the database's owner may create.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"inbox_request_id" uuid,
	"subject" text,
	"kind" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "audit_log_action_check" CHECK (action in ('viewed', 'revealed', 'downloaded', 'exported', 'status', 'owner', 'note', 'deleted', 'staff-invited', 'staff-uninvited', 'staff-role', 'staff-removed'))
);
--> statement-breakpoint
CREATE TABLE "inbox_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inbox_request_id" uuid NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"submission_id" uuid,
	"contact_message_id" uuid,
	"request_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"policy_number" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"owner_id" text,
	"status_changed_at" timestamp with time zone,
	"first_opened_at" timestamp with time zone,
	"first_response_at" timestamp with time zone,
	"alerted_at" timestamp with time zone,
	CONSTRAINT "inbox_requests_submission_id_unique" UNIQUE("submission_id"),
	CONSTRAINT "inbox_requests_contact_message_id_unique" UNIQUE("contact_message_id"),
	CONSTRAINT "inbox_requests_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "inbox_requests_one_source_check" CHECK (("inbox_requests"."submission_id" is null) <> ("inbox_requests"."contact_message_id" is null))
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "staff_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "staff_invitations_role_check" CHECK ("staff_invitations"."role" in ('owner', 'agent'))
);
--> statement-breakpoint
CREATE TABLE "staff_passkeys" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text,
	"public_key" text NOT NULL,
	"user_id" text NOT NULL,
	"credential_id" text NOT NULL,
	"counter" integer NOT NULL,
	"device_type" text NOT NULL,
	"backed_up" boolean NOT NULL,
	"transports" text,
	"created_at" timestamp with time zone,
	"aaguid" text
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "staff_two_factors" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL,
	"verified" boolean DEFAULT true,
	"failed_verification_count" integer DEFAULT 0,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text NOT NULL,
	"two_factor_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_users_email_unique" UNIQUE("email"),
	CONSTRAINT "staff_users_role_check" CHECK ("staff_users"."role" in ('owner', 'agent'))
);
--> statement-breakpoint
CREATE TABLE "staff_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "contact_message_id" uuid;--> statement-breakpoint
ALTER TABLE "inbox_notes" ADD CONSTRAINT "inbox_notes_inbox_request_id_inbox_requests_id_fk" FOREIGN KEY ("inbox_request_id") REFERENCES "public"."inbox_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_notes" ADD CONSTRAINT "inbox_notes_author_id_staff_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_requests" ADD CONSTRAINT "inbox_requests_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_requests" ADD CONSTRAINT "inbox_requests_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_requests" ADD CONSTRAINT "inbox_requests_owner_id_staff_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_staff_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_passkeys" ADD CONSTRAINT "staff_passkeys_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_two_factors" ADD CONSTRAINT "staff_two_factors_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_request_idx" ON "audit_log" USING btree ("inbox_request_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "inbox_notes_request_idx" ON "inbox_notes" USING btree ("inbox_request_id","created_at");--> statement-breakpoint
CREATE INDEX "inbox_requests_received_idx" ON "inbox_requests" USING btree ("received_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inbox_requests_kind_received_idx" ON "inbox_requests" USING btree ("kind","received_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inbox_requests_status_received_idx" ON "inbox_requests" USING btree ("status","received_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inbox_requests_owner_received_idx" ON "inbox_requests" USING btree ("owner_id","received_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inbox_requests_unread_idx" ON "inbox_requests" USING btree ("received_at" DESC NULLS FIRST) WHERE "inbox_requests"."first_opened_at" is null;--> statement-breakpoint
CREATE INDEX "inbox_requests_search_idx" ON "inbox_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inbox_requests_waiting_idx" ON "inbox_requests" USING btree ("received_at") WHERE "inbox_requests"."status" = 'new' and "inbox_requests"."alerted_at" is null;--> statement-breakpoint
CREATE INDEX "inbox_requests_first_response_idx" ON "inbox_requests" USING btree ("first_response_at");--> statement-breakpoint
CREATE INDEX "staff_accounts_user_id_idx" ON "staff_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_passkeys_user_id_idx" ON "staff_passkeys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_passkeys_credential_id_idx" ON "staff_passkeys" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_user_id_idx" ON "staff_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_two_factors_user_id_idx" ON "staff_two_factors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_verifications_identifier_idx" ON "staff_verifications" USING btree ("identifier");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_contact_message_id_idx" ON "outbox" USING btree ("contact_message_id");--> statement-breakpoint
-- The audit log is append-only: no statement may change or remove an entry, whoever sends it.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
-- The requests stored before the inbox existed enter it as New and unread. Nobody is alerted about them: they were
-- answered, or not, before anyone could see them here.
INSERT INTO "inbox_requests" ("kind", "submission_id", "request_id", "received_at", "name", "email", "phone", "policy_number", "search_text", "alerted_at")
SELECT s."wizard_id", s."id", s."request_id", s."created_at",
	coalesce(s."payload"->>'fullName', ''), coalesce(s."payload"->>'email', ''), coalesce(s."payload"->>'phone', ''),
	coalesce(s."payload"->>'policyNumber', ''),
	lower(concat_ws(' ', s."request_id", s."payload"->>'fullName', s."payload"->>'email', s."payload"->>'phone', s."payload"->>'policyNumber')),
	now()
FROM "submissions" s;
--> statement-breakpoint
-- Contact messages had no request id: each gets one of the same shape (MSG and three groups of four), from its row id.
INSERT INTO "inbox_requests" ("kind", "contact_message_id", "request_id", "received_at", "name", "email", "phone", "search_text", "alerted_at")
SELECT 'contact', m."id", m."request_id", m."created_at", m."name", m."email", m."phone",
	lower(concat_ws(' ', m."request_id", m."name", m."email", m."phone")), now()
FROM (
	SELECT c.*, 'MSG-' || upper(substr(md5(c."id"::text), 1, 4)) || '-' || upper(substr(md5(c."id"::text), 5, 4)) || '-' ||
		upper(substr(md5(c."id"::text), 9, 4)) AS "request_id"
	FROM "contact_messages" c
) m;
