CREATE TABLE "connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_profile_id" uuid NOT NULL,
	"company_profile_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_photos" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"mime_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"from_profile_id" uuid,
	"type" integer NOT NULL,
	"is_message" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"details" jsonb,
	"request_date" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "employer" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "work_email" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "work_phone" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "jurisdiction" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "incorporation_date" date;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "company_phone" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "fund_classification" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "collateral_type" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "address_line1" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "address_line2" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_customer_profile_id_profiles_id_fk" FOREIGN KEY ("customer_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_company_profile_id_profiles_id_fk" FOREIGN KEY ("company_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_photos" ADD CONSTRAINT "profile_photos_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_from_profile_id_profiles_id_fk" FOREIGN KEY ("from_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "connections_pair_key" ON "connections" USING btree ("customer_profile_id","company_profile_id");--> statement-breakpoint
CREATE INDEX "connections_company_idx" ON "connections" USING btree ("company_profile_id");--> statement-breakpoint
CREATE INDEX "actions_inbox_idx" ON "actions" USING btree ("profile_id","is_message","request_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "actions_unread_idx" ON "actions" USING btree ("profile_id","is_message") WHERE "actions"."handled_at" is null;