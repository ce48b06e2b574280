ALTER TABLE "actions" ADD COLUMN "organisation_profile_id" uuid;--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "customer_profile_id" uuid;--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "priority" text DEFAULT 'medium' NOT NULL;--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "assignee_account_id" uuid;--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "reminder_key" text;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_organisation_profile_id_profiles_id_fk" FOREIGN KEY ("organisation_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_customer_profile_id_profiles_id_fk" FOREIGN KEY ("customer_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_assignee_account_id_accounts_id_fk" FOREIGN KEY ("assignee_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "actions_org_list_idx" ON "actions" USING btree ("organisation_profile_id","status","request_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "actions"."organisation_profile_id" is not null;--> statement-breakpoint
CREATE INDEX "actions_org_counts_idx" ON "actions" USING btree ("organisation_profile_id","type","status","profile_id") WHERE "actions"."organisation_profile_id" is not null;--> statement-breakpoint
CREATE INDEX "actions_org_customer_pending_idx" ON "actions" USING btree ("organisation_profile_id","customer_profile_id") WHERE "actions"."organisation_profile_id" is not null and "actions"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "actions_reminder_key" ON "actions" USING btree ("reminder_key") WHERE "actions"."reminder_key" is not null;--> statement-breakpoint
-- Document requests made before this migration belong to their requester's request list.
UPDATE "actions" SET "organisation_profile_id" = "from_profile_id", "customer_profile_id" = "profile_id" WHERE "type" = 13 AND "is_message" = false AND "from_profile_id" IS NOT NULL;
