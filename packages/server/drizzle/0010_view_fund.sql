ALTER TABLE "sessions" ADD COLUMN "via_profile_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_via_profile_id_profiles_id_fk" FOREIGN KEY ("via_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A session acting as a fund through its lending agent (View Fund) lives only while the agent administers the fund:
-- a change to that relation drops what every instance cached about sessions acting as the fund.
CREATE TRIGGER administered_funds_invalidate AFTER UPDATE OR DELETE ON administered_funds FOR EACH ROW EXECUTE FUNCTION vault_invalidate('profile', 'fund_profile_id');
