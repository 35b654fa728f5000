CREATE TABLE "event_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "push_subscriptions_user_id_idx";--> statement-breakpoint
ALTER TABLE "memory_favorites" ADD COLUMN "is_favorite" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_tickets_user_id_idx" ON "event_tickets" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_live_family_idx" ON "refresh_tokens" USING btree ("family_id") WHERE "refresh_tokens"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_id_idx" ON "push_subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
-- hand-written: a user keeps at most 10 push subscriptions (the newest); older ones beyond that go.
DELETE FROM "push_subscriptions" p USING (
	SELECT "id", row_number() OVER (PARTITION BY "user_id" ORDER BY "created_at" DESC, "id" DESC) AS "rank"
	FROM "push_subscriptions"
) ranked
WHERE ranked."id" = p."id" AND ranked."rank" > 10;
