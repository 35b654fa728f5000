CREATE TABLE "calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "reminder_occurrences" (
	"id" text PRIMARY KEY NOT NULL,
	"reminder_id" text NOT NULL,
	"couple_id" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_occurrences_outcome" CHECK ("reminder_occurrences"."outcome" in ('delivered', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" text PRIMARY KEY NOT NULL,
	"couple_id" text NOT NULL,
	"author_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'custom' NOT NULL,
	"datetime" timestamp with time zone NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"series_start" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"recurring_type" text DEFAULT 'none' NOT NULL,
	"calendar" text DEFAULT 'solar' NOT NULL,
	"lunar_day" integer,
	"lunar_month" integer,
	"lunar_leap" boolean DEFAULT false NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"notified" boolean DEFAULT false NOT NULL,
	"notified_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS ((setweight(to_tsvector('simple'::regconfig, doita_unaccent(coalesce(title, ''))), 'A') || setweight(to_tsvector('simple'::regconfig, doita_unaccent(coalesce(description, ''))), 'B'))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_type" CHECK ("reminders"."type" in ('anniversary', 'birthday', 'date', 'custom')),
	CONSTRAINT "reminders_recurring_type" CHECK ("reminders"."recurring_type" in ('none', 'daily', 'weekly', 'monthly', 'yearly')),
	CONSTRAINT "reminders_calendar" CHECK ("reminders"."calendar" in ('solar', 'lunar')),
	CONSTRAINT "reminders_lunar_date" CHECK ("reminders"."calendar" = 'solar' or ("reminders"."lunar_day" between 1 and 30 and "reminders"."lunar_month" between 1 and 12))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_preferences" jsonb DEFAULT '{"push":true,"email":false,"reminders":true,"couple":true,"memories":true,"blog":true}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_visibility" text DEFAULT 'couple' NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_occurrences" ADD CONSTRAINT "reminder_occurrences_reminder_id_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_occurrences" ADD CONSTRAINT "reminder_occurrences_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_id_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reminder_occurrences_reminder_idx" ON "reminder_occurrences" USING btree ("reminder_id","occurred_at");--> statement-breakpoint
CREATE INDEX "reminder_occurrences_couple_idx" ON "reminder_occurrences" USING btree ("couple_id","occurred_at");--> statement-breakpoint
CREATE INDEX "reminders_couple_datetime_idx" ON "reminders" USING btree ("couple_id","datetime","id");--> statement-breakpoint
CREATE INDEX "reminders_couple_completed_datetime_idx" ON "reminders" USING btree ("couple_id","is_completed","datetime","id");--> statement-breakpoint
CREATE INDEX "reminders_couple_type_datetime_idx" ON "reminders" USING btree ("couple_id","type","datetime","id");--> statement-breakpoint
CREATE INDEX "reminders_due_idx" ON "reminders" USING btree ("datetime") WHERE "reminders"."notified" = false and "reminders"."is_completed" = false;--> statement-breakpoint
CREATE INDEX "reminders_search_idx" ON "reminders" USING gin ("search");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_profile_visibility" CHECK ("users"."profile_visibility" in ('public', 'couple', 'private'));