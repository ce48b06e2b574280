ALTER TABLE "audit_events" ADD COLUMN "organisation_profile_id" uuid;--> statement-breakpoint
CREATE INDEX "invitations_inviter_idx" ON "invitations" USING btree ("inviter_profile_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_organisation_idx" ON "audit_events" USING btree ("organisation_profile_id","at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "audit_events"."organisation_profile_id" is not null;--> statement-breakpoint
-- Events already recorded as a lending agent belong to its Activity Log.
UPDATE "audit_events" SET "organisation_profile_id" = "profile_id" WHERE "profile_id" IN (SELECT "id" FROM "profiles" WHERE "type" = 'LENDING_AGENT');
