CREATE TABLE "administered_corporates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lending_agent_profile_id" uuid NOT NULL,
	"corporate_profile_id" uuid NOT NULL,
	"vault_type" text NOT NULL,
	"status" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"company_type" text NOT NULL,
	"created_by_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vault_representative_selections" (
	"corporate_profile_id" uuid NOT NULL,
	"representative_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vault_representative_selections_corporate_profile_id_representative_id_pk" PRIMARY KEY("corporate_profile_id","representative_id")
);
--> statement-breakpoint
ALTER TABLE "administered_corporates" ADD CONSTRAINT "administered_corporates_lending_agent_profile_id_profiles_id_fk" FOREIGN KEY ("lending_agent_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "administered_corporates" ADD CONSTRAINT "administered_corporates_corporate_profile_id_profiles_id_fk" FOREIGN KEY ("corporate_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "administered_corporates" ADD CONSTRAINT "administered_corporates_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_representative_selections" ADD CONSTRAINT "vault_representative_selections_corporate_profile_id_profiles_id_fk" FOREIGN KEY ("corporate_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_representative_selections" ADD CONSTRAINT "vault_representative_selections_representative_id_representatives_id_fk" FOREIGN KEY ("representative_id") REFERENCES "public"."representatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "administered_corporates_corporate_key" ON "administered_corporates" USING btree ("corporate_profile_id");--> statement-breakpoint
CREATE INDEX "administered_corporates_agent_idx" ON "administered_corporates" USING btree ("lending_agent_profile_id","created_at");