CREATE TABLE "administered_funds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lending_agent_profile_id" uuid NOT NULL,
	"fund_profile_id" uuid NOT NULL,
	"parent_fund_profile_id" uuid,
	"has_interaction" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "administered_funds_not_own_parent" CHECK ("administered_funds"."parent_fund_profile_id" is distinct from "administered_funds"."fund_profile_id")
);
--> statement-breakpoint
CREATE TABLE "sub_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_profile_id" uuid NOT NULL,
	"child_profile_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "administered_funds" ADD CONSTRAINT "administered_funds_lending_agent_profile_id_profiles_id_fk" FOREIGN KEY ("lending_agent_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "administered_funds" ADD CONSTRAINT "administered_funds_fund_profile_id_profiles_id_fk" FOREIGN KEY ("fund_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "administered_funds" ADD CONSTRAINT "administered_funds_parent_fund_profile_id_profiles_id_fk" FOREIGN KEY ("parent_fund_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_companies" ADD CONSTRAINT "sub_companies_parent_profile_id_profiles_id_fk" FOREIGN KEY ("parent_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_companies" ADD CONSTRAINT "sub_companies_child_profile_id_profiles_id_fk" FOREIGN KEY ("child_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "administered_funds_fund_key" ON "administered_funds" USING btree ("fund_profile_id");--> statement-breakpoint
CREATE INDEX "administered_funds_parent_idx" ON "administered_funds" USING btree ("parent_fund_profile_id","created_at","id");--> statement-breakpoint
CREATE INDEX "administered_funds_agent_idx" ON "administered_funds" USING btree ("lending_agent_profile_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_companies_child_key" ON "sub_companies" USING btree ("child_profile_id");--> statement-breakpoint
CREATE INDEX "sub_companies_parent_idx" ON "sub_companies" USING btree ("parent_profile_id");