CREATE TABLE "message_images" (
	"message_id" text NOT NULL,
	"upload_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "message_images_message_id_upload_id_pk" PRIMARY KEY("message_id","upload_id")
);
--> statement-breakpoint
CREATE TABLE "message_members" (
	"couple_id" text NOT NULL,
	"user_id" text NOT NULL,
	"read_up_to_id" text,
	"read_up_to_at" timestamp with time zone,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_members_couple_id_user_id_pk" PRIMARY KEY("couple_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "message_reactions" (
	"message_id" text NOT NULL,
	"user_id" text NOT NULL,
	"emoji" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_reactions_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" text PRIMARY KEY NOT NULL,
	"couple_id" text NOT NULL,
	"author_id" text,
	"kind" text NOT NULL,
	"text" text,
	"reply_to_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"edited_at" timestamp with time zone,
	"removed" text,
	"removed_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, doita_unaccent(coalesce("text", '')))) STORED NOT NULL,
	CONSTRAINT "messages_kind" CHECK ("messages"."kind" in ('text', 'note')),
	CONSTRAINT "messages_removed" CHECK ("messages"."removed" is null or "messages"."removed" in ('unsent', 'account_deleted'))
);
--> statement-breakpoint
CREATE TABLE "nudges" (
	"id" text PRIMARY KEY NOT NULL,
	"couple_id" text NOT NULL,
	"from_user_id" text NOT NULL,
	"to_user_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_images" ADD CONSTRAINT "message_images_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_images" ADD CONSTRAINT "message_images_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_members" ADD CONSTRAINT "message_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reactions" ADD CONSTRAINT "message_reactions_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reactions" ADD CONSTRAINT "message_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nudges" ADD CONSTRAINT "nudges_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nudges" ADD CONSTRAINT "nudges_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_images_upload_id_idx" ON "message_images" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "message_members_user_idx" ON "message_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "messages_couple_order_idx" ON "messages" USING btree ("couple_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_search_idx" ON "messages" USING gin ("search");--> statement-breakpoint
CREATE INDEX "messages_pinned_notes_idx" ON "messages" USING btree ("couple_id","created_at" DESC NULLS LAST) WHERE "messages"."kind" = 'note' and "messages"."opened_at" is null and "messages"."removed" is null;--> statement-breakpoint
CREATE INDEX "messages_author_idx" ON "messages" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "nudges_from_idx" ON "nudges" USING btree ("from_user_id","created_at" DESC NULLS LAST);