CREATE TABLE "representatives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_profile_id" uuid NOT NULL,
	"person_profile_id" uuid NOT NULL,
	"email" text,
	"account_id" uuid,
	"invitation_id" uuid,
	"added_by_account_id" uuid,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "representatives" ADD CONSTRAINT "representatives_corporate_profile_id_profiles_id_fk" FOREIGN KEY ("corporate_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representatives" ADD CONSTRAINT "representatives_person_profile_id_profiles_id_fk" FOREIGN KEY ("person_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representatives" ADD CONSTRAINT "representatives_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representatives" ADD CONSTRAINT "representatives_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representatives" ADD CONSTRAINT "representatives_added_by_account_id_accounts_id_fk" FOREIGN KEY ("added_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "representatives_corporate_idx" ON "representatives" USING btree ("corporate_profile_id");--> statement-breakpoint
CREATE INDEX "representatives_account_idx" ON "representatives" USING btree ("account_id");