CREATE TABLE "access_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_profile_id" uuid NOT NULL,
	"customer_profile_id" uuid NOT NULL,
	"action_id" uuid,
	"doc_types" text[] NOT NULL,
	"note" text,
	"selected_doc_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"case_id" uuid,
	"requested_by_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "document_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"recipient_profile_id" uuid,
	"recipient_email" text,
	"downloadable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by_account_id" uuid
);
--> statement-breakpoint
CREATE TABLE "share_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"owner_profile_id" uuid NOT NULL,
	"recipient_profile_id" uuid,
	"recipient_email" text,
	"created_by_account_id" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sharing_preferences" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"show_requests" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "subject_profile_id" uuid;--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_requester_profile_id_profiles_id_fk" FOREIGN KEY ("requester_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_customer_profile_id_profiles_id_fk" FOREIGN KEY ("customer_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_case_id_share_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."share_cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_requested_by_account_id_accounts_id_fk" FOREIGN KEY ("requested_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_grants" ADD CONSTRAINT "document_grants_case_id_share_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."share_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_grants" ADD CONSTRAINT "document_grants_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_grants" ADD CONSTRAINT "document_grants_version_id_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_grants" ADD CONSTRAINT "document_grants_recipient_profile_id_profiles_id_fk" FOREIGN KEY ("recipient_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_grants" ADD CONSTRAINT "document_grants_ended_by_account_id_accounts_id_fk" FOREIGN KEY ("ended_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_cases" ADD CONSTRAINT "share_cases_owner_profile_id_profiles_id_fk" FOREIGN KEY ("owner_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_cases" ADD CONSTRAINT "share_cases_recipient_profile_id_profiles_id_fk" FOREIGN KEY ("recipient_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_cases" ADD CONSTRAINT "share_cases_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharing_preferences" ADD CONSTRAINT "sharing_preferences_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_requests_requester_idx" ON "access_requests" USING btree ("requester_profile_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "access_requests_action_idx" ON "access_requests" USING btree ("action_id");--> statement-breakpoint
CREATE INDEX "document_grants_recipient_doc_idx" ON "document_grants" USING btree ("recipient_profile_id","document_id") WHERE "document_grants"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "document_grants_recipient_created_idx" ON "document_grants" USING btree ("recipient_profile_id","created_at" DESC NULLS LAST) WHERE "document_grants"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "document_grants_document_idx" ON "document_grants" USING btree ("document_id","version");--> statement-breakpoint
CREATE INDEX "document_grants_case_idx" ON "document_grants" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_grants_live_recipient_key" ON "document_grants" USING btree ("version_id","recipient_profile_id") WHERE "document_grants"."ended_at" is null and "document_grants"."recipient_profile_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "document_grants_live_email_key" ON "document_grants" USING btree ("version_id","recipient_email") WHERE "document_grants"."ended_at" is null and "document_grants"."recipient_profile_id" is null;--> statement-breakpoint
CREATE INDEX "document_grants_pending_email_idx" ON "document_grants" USING btree ("recipient_email") WHERE "document_grants"."recipient_profile_id" is null and "document_grants"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "share_cases_owner_recipient_idx" ON "share_cases" USING btree ("owner_profile_id","recipient_profile_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_subject_idx" ON "audit_events" USING btree ("subject_profile_id","at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "audit_events"."subject_profile_id" is not null;