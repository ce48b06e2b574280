CREATE TABLE "document_categories" (
	"code" text PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"blob_key" text NOT NULL,
	"sha256" text NOT NULL,
	"size" bigint NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"kind" text NOT NULL,
	"page_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_thumbnails" (
	"version_id" uuid PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"code" text PRIMARY KEY NOT NULL,
	"category_code" text NOT NULL,
	"names" jsonb NOT NULL,
	"holders" integer[] NOT NULL,
	"image_only" boolean NOT NULL,
	"recognition" boolean NOT NULL,
	"properties" jsonb NOT NULL,
	"retention_years" integer NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"source_kind" text NOT NULL,
	"url" text,
	"properties" jsonb NOT NULL,
	"file_count" integer NOT NULL,
	"page_count" integer NOT NULL,
	"created_by_account_id" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_profile_id" uuid NOT NULL,
	"doc_type" text NOT NULL,
	"current_version" integer NOT NULL,
	"last_version" integer NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"date_of_issue" date,
	"date_of_expiry" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_version_id_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_thumbnails" ADD CONSTRAINT "document_thumbnails_version_id_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_types" ADD CONSTRAINT "document_types_category_code_document_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."document_categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_owner_profile_id_profiles_id_fk" FOREIGN KEY ("owner_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_doc_type_document_types_code_fk" FOREIGN KEY ("doc_type") REFERENCES "public"."document_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_files_version_position_key" ON "document_files" USING btree ("version_id","position");--> statement-breakpoint
CREATE INDEX "document_files_blob_key_idx" ON "document_files" USING btree ("blob_key");--> statement-breakpoint
CREATE UNIQUE INDEX "document_versions_doc_version_key" ON "document_versions" USING btree ("document_id","version");--> statement-breakpoint
CREATE INDEX "documents_owner_updated_idx" ON "documents" USING btree ("owner_profile_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_owner_type_idx" ON "documents" USING btree ("owner_profile_id","doc_type");--> statement-breakpoint
CREATE INDEX "documents_owner_expiry_idx" ON "documents" USING btree ("owner_profile_id","date_of_expiry");