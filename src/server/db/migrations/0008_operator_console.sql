-- The operator console (docs/decisions/013-operator-console.md): the operator role, reports,
-- moderation, states paused with their businesses, waitlist unsubscribes, paced campaign mail and
-- an audit log that nothing may edit.
ALTER TABLE "users" ADD COLUMN "is_operator" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "business_waitlists" ADD COLUMN "unsubscribed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "campaign" text;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "not_before" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "mail_outbox_campaign_idx" ON "mail_outbox" USING btree ("campaign") WHERE "mail_outbox"."campaign" is not null;
--> statement-breakpoint
CREATE TABLE "business_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"reporter_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	CONSTRAINT "br_reason_chk" CHECK ("business_reports"."reason" in ('wrong_information', 'permanently_closed', 'inappropriate_content', 'scam_or_fraud', 'other')),
	CONSTRAINT "br_details_chk" CHECK (char_length("business_reports"."details") <= 1000),
	CONSTRAINT "br_resolution_chk" CHECK ("business_reports"."resolution" in ('dismissed', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "business_reports" ADD CONSTRAINT "business_reports_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business_profiles"("business_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "business_reports" ADD CONSTRAINT "business_reports_reporter_user_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "br_open_business_idx" ON "business_reports" USING btree ("business_id", "created_at" DESC) WHERE "business_reports"."resolved_at" is null;
--> statement-breakpoint
CREATE INDEX "br_reporter_idx" ON "business_reports" USING btree ("reporter_user_id");
--> statement-breakpoint
CREATE TABLE "business_moderation" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_by" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"was_published" boolean NOT NULL,
	"review_requested_at" timestamp with time zone,
	"review_message" text,
	"review_closed_at" timestamp with time zone,
	CONSTRAINT "bm_reason_chk" CHECK ("business_moderation"."reason" in ('wrong_information', 'permanently_closed', 'inappropriate_content', 'scam_or_fraud', 'duplicate', 'other')),
	CONSTRAINT "bm_note_chk" CHECK (char_length("business_moderation"."note") <= 1000),
	CONSTRAINT "bm_review_chk" CHECK (char_length("business_moderation"."review_message") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "business_moderation" ADD CONSTRAINT "business_moderation_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business_profiles"("business_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "paused_businesses" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"state_slug" text NOT NULL,
	"paused_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "paused_businesses" ADD CONSTRAINT "paused_businesses_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business_profiles"("business_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "paused_businesses_state_idx" ON "paused_businesses" USING btree ("state_slug");
--> statement-breakpoint
CREATE TABLE "operator_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_label" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"note" text,
	CONSTRAINT "oal_action_chk" CHECK ("operator_audit_log"."action" in ('launch', 'pause', 'hide', 'restore', 'dismiss', 'grant', 'revoke'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "oal_seq_uq" ON "operator_audit_log" USING btree ("seq");
--> statement-breakpoint
CREATE INDEX "oal_action_seq_idx" ON "operator_audit_log" USING btree ("action", "seq");
--> statement-breakpoint
CREATE INDEX "oal_target_idx" ON "operator_audit_log" USING btree ("target_type", "target_id");
--> statement-breakpoint
-- The record is append-only: the app has no statement that edits it, and the database refuses one.
CREATE FUNCTION "operator_audit_log_is_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'operator_audit_log rows cannot be changed or deleted' USING ERRCODE = '42501';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "operator_audit_log_append_only" BEFORE UPDATE OR DELETE ON "operator_audit_log" FOR EACH ROW EXECUTE FUNCTION "operator_audit_log_is_append_only"();
