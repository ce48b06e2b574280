CREATE TABLE "broker_dealer_cases" (
	"case_id" uuid PRIMARY KEY NOT NULL,
	"broker_dealer_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broker_dealer_permissions" (
	"broker_dealer_id" uuid NOT NULL,
	"doc_type" text NOT NULL,
	"auto_share" boolean DEFAULT false NOT NULL,
	"downloadable" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broker_dealer_permissions_broker_dealer_id_doc_type_pk" PRIMARY KEY("broker_dealer_id","doc_type")
);
--> statement-breakpoint
CREATE TABLE "broker_dealers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lending_agent_profile_id" uuid NOT NULL,
	"company_profile_id" uuid NOT NULL,
	"added_by_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "broker_dealer_cases" ADD CONSTRAINT "broker_dealer_cases_case_id_share_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."share_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_dealer_cases" ADD CONSTRAINT "broker_dealer_cases_broker_dealer_id_broker_dealers_id_fk" FOREIGN KEY ("broker_dealer_id") REFERENCES "public"."broker_dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_dealer_permissions" ADD CONSTRAINT "broker_dealer_permissions_broker_dealer_id_broker_dealers_id_fk" FOREIGN KEY ("broker_dealer_id") REFERENCES "public"."broker_dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_dealers" ADD CONSTRAINT "broker_dealers_lending_agent_profile_id_profiles_id_fk" FOREIGN KEY ("lending_agent_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_dealers" ADD CONSTRAINT "broker_dealers_company_profile_id_profiles_id_fk" FOREIGN KEY ("company_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_dealers" ADD CONSTRAINT "broker_dealers_added_by_account_id_accounts_id_fk" FOREIGN KEY ("added_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broker_dealer_cases_bd_idx" ON "broker_dealer_cases" USING btree ("broker_dealer_id");--> statement-breakpoint
CREATE INDEX "broker_dealer_permissions_type_idx" ON "broker_dealer_permissions" USING btree ("doc_type") WHERE "broker_dealer_permissions"."auto_share";--> statement-breakpoint
CREATE UNIQUE INDEX "broker_dealers_pair_key" ON "broker_dealers" USING btree ("lending_agent_profile_id","company_profile_id");--> statement-breakpoint
CREATE INDEX "broker_dealers_agent_idx" ON "broker_dealers" USING btree ("lending_agent_profile_id","created_at","id");