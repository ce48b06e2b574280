CREATE TABLE "correspondence_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"sent_from" text NOT NULL,
	"author_account_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "correspondence_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_profile_id" uuid NOT NULL,
	"business_profile_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "correspondence_messages" ADD CONSTRAINT "correspondence_messages_thread_id_correspondence_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."correspondence_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correspondence_messages" ADD CONSTRAINT "correspondence_messages_author_account_id_accounts_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correspondence_threads" ADD CONSTRAINT "correspondence_threads_customer_profile_id_profiles_id_fk" FOREIGN KEY ("customer_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correspondence_threads" ADD CONSTRAINT "correspondence_threads_business_profile_id_profiles_id_fk" FOREIGN KEY ("business_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "correspondence_messages_thread_idx" ON "correspondence_messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "correspondence_threads_customer_idx" ON "correspondence_threads" USING btree ("customer_profile_id","last_message_at");--> statement-breakpoint
CREATE INDEX "correspondence_threads_business_idx" ON "correspondence_threads" USING btree ("business_profile_id","last_message_at");