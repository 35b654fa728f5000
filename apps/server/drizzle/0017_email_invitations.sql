CREATE TABLE "email_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"inviter_id" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"anniversary_date" date,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_invitations_email_lower" CHECK ("email_invitations"."email" = lower("email_invitations"."email"))
);
--> statement-breakpoint
ALTER TABLE "email_invitations" ADD CONSTRAINT "email_invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_invitations_token_unique" ON "email_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "email_invitations_live_inviter_unique" ON "email_invitations" USING btree ("inviter_id") WHERE "email_invitations"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "email_invitations_live_email_idx" ON "email_invitations" USING btree ("email") WHERE "email_invitations"."ended_at" is null;