ALTER TABLE "memory_comments" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memory_comments" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "memory_comments" ADD CONSTRAINT "memory_comments_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memory_comments_trash_idx" ON "memory_comments" USING btree ("deleted_by","deleted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "memory_comments"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "memory_comments_purge_idx" ON "memory_comments" USING btree ("deleted_at") WHERE "memory_comments"."deleted_at" is not null;