CREATE TABLE "liveness_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"account_id" uuid,
	"document_id" uuid NOT NULL,
	"doc_type" text NOT NULL,
	"doc_version" integer NOT NULL,
	"grade" text NOT NULL,
	"score" integer NOT NULL,
	"real_score" integer NOT NULL,
	"live_score" integer NOT NULL,
	"reasons" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "liveness_checks" ADD CONSTRAINT "liveness_checks_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liveness_checks" ADD CONSTRAINT "liveness_checks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liveness_checks" ADD CONSTRAINT "liveness_checks_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "liveness_checks_profile_idx" ON "liveness_checks" USING btree ("profile_id","created_at" DESC NULLS LAST);