CREATE TABLE "recognition_scans" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"owner_profile_id" uuid NOT NULL,
	"doc_type" text NOT NULL,
	"result" jsonb NOT NULL,
	"image" "bytea" NOT NULL,
	"image_mime" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "ocr_json" jsonb;--> statement-breakpoint
ALTER TABLE "recognition_scans" ADD CONSTRAINT "recognition_scans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_scans" ADD CONSTRAINT "recognition_scans_owner_profile_id_profiles_id_fk" FOREIGN KEY ("owner_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recognition_scans_expires_idx" ON "recognition_scans" USING btree ("expires_at");