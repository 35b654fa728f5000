CREATE TABLE "memory_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"memory_id" text NOT NULL,
	"author_id" text,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "memory_reactions" (
	"memory_id" text NOT NULL,
	"user_id" text NOT NULL,
	"emoji" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memory_reactions_memory_id_user_id_pk" PRIMARY KEY("memory_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memory_comments" ADD CONSTRAINT "memory_comments_memory_id_memories_id_fk" FOREIGN KEY ("memory_id") REFERENCES "public"."memories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_comments" ADD CONSTRAINT "memory_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_reactions" ADD CONSTRAINT "memory_reactions_memory_id_memories_id_fk" FOREIGN KEY ("memory_id") REFERENCES "public"."memories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_reactions" ADD CONSTRAINT "memory_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memory_comments_memory_order_idx" ON "memory_comments" USING btree ("memory_id","created_at","id");--> statement-breakpoint
CREATE INDEX "memory_comments_author_id_idx" ON "memory_comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "memory_reactions_user_id_idx" ON "memory_reactions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_dedupe_idx" ON "notifications" USING btree ("user_id","dedupe_key") WHERE "notifications"."dedupe_key" is not null;--> statement-breakpoint
-- hand-written: the couple notifications take their new names (old rows read the same).
UPDATE "notifications" SET "type" = CASE "type" WHEN 'couple_invitation' THEN 'invitation_received' WHEN 'couple_accepted' THEN 'invitation_accepted' ELSE 'invitation_declined' END WHERE "type" IN ('couple_invitation', 'couple_accepted', 'couple_declined');
