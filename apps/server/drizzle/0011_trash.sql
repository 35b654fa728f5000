DROP INDEX "blog_posts_public_order_idx";--> statement-breakpoint
DROP INDEX "blog_posts_author_published_idx";--> statement-breakpoint
DROP INDEX "blog_posts_couple_published_idx";--> statement-breakpoint
DROP INDEX "memories_couple_order_idx";--> statement-breakpoint
DROP INDEX "memories_owner_order_idx";--> statement-breakpoint
DROP INDEX "memories_couple_shared_created_idx";--> statement-breakpoint
DROP INDEX "memories_owner_month_day_idx";--> statement-breakpoint
DROP INDEX "memories_couple_shared_month_day_idx";--> statement-breakpoint
DROP INDEX "reminders_due_idx";--> statement-breakpoint
ALTER TABLE "blog_comments" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_comments" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "memories" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memories" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "blog_comments" ADD CONSTRAINT "blog_comments_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memories" ADD CONSTRAINT "memories_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_comments_trash_idx" ON "blog_comments" USING btree ("deleted_by","deleted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "blog_comments"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "blog_comments_purge_idx" ON "blog_comments" USING btree ("deleted_at") WHERE "blog_comments"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "blog_posts_trash_idx" ON "blog_posts" USING btree ("deleted_by","deleted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "blog_posts"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "blog_posts_purge_idx" ON "blog_posts" USING btree ("deleted_at") WHERE "blog_posts"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "memories_trash_idx" ON "memories" USING btree ("deleted_by","deleted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "memories"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "memories_purge_idx" ON "memories" USING btree ("deleted_at") WHERE "memories"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "reminders_trash_idx" ON "reminders" USING btree ("deleted_by","deleted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reminders"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "reminders_purge_idx" ON "reminders" USING btree ("deleted_at") WHERE "reminders"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "blog_posts_public_order_idx" ON "blog_posts" USING btree ("sorted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "blog_posts"."privacy" = 'public' and "blog_posts"."status" = 'published' and "blog_posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "blog_posts_author_published_idx" ON "blog_posts" USING btree ("author_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "blog_posts"."status" = 'published' and "blog_posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "blog_posts_couple_published_idx" ON "blog_posts" USING btree ("couple_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "blog_posts"."status" = 'published' and "blog_posts"."privacy" in ('couple', 'public') and "blog_posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "memories_couple_order_idx" ON "memories" USING btree ("couple_id","date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "memories"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "memories_owner_order_idx" ON "memories" USING btree ("owner_id","date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "memories"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "memories_couple_shared_created_idx" ON "memories" USING btree ("couple_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "memories"."is_private" and "memories"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "memories_owner_month_day_idx" ON "memories" USING btree ("owner_id",((extract(month from "date") * 100 + extract(day from "date"))::int),"date" DESC NULLS LAST) WHERE "memories"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "memories_couple_shared_month_day_idx" ON "memories" USING btree ("couple_id",((extract(month from "date") * 100 + extract(day from "date"))::int),"date" DESC NULLS LAST) WHERE not "memories"."is_private" and "memories"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "reminders_due_idx" ON "reminders" USING btree ("datetime") WHERE "reminders"."notified" = false and "reminders"."is_completed" = false and "reminders"."deleted_at" is null;--> statement-breakpoint
-- hand-written: memory_counts counts only what is not in the trash: moving a
-- memory to the trash or back is an update of deleted_at, counted like a delete or an insert.
CREATE OR REPLACE FUNCTION doita_memory_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.deleted_at IS NULL THEN
    UPDATE memory_counts SET count = count - 1
      WHERE owner_id = OLD.owner_id AND couple_id = coalesce(OLD.couple_id, '')
        AND is_private = OLD.is_private;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN
    INSERT INTO memory_counts AS c (owner_id, couple_id, is_private, count)
      VALUES (NEW.owner_id, coalesce(NEW.couple_id, ''), NEW.is_private, 1)
      ON CONFLICT (owner_id, couple_id, is_private) DO UPDATE SET count = c.count + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- hand-written: the trigger also follows deleted_at
DROP TRIGGER memories_counts ON memories;--> statement-breakpoint
-- hand-written
CREATE TRIGGER memories_counts AFTER INSERT OR DELETE OR UPDATE OF owner_id, couple_id, is_private, deleted_at
  ON memories FOR EACH ROW EXECUTE FUNCTION doita_memory_counts();--> statement-breakpoint
-- hand-written: reminder_counts likewise counts only reminders not in the trash.
CREATE OR REPLACE FUNCTION doita_reminder_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.couple_id = NEW.couple_id AND OLD.is_completed = NEW.is_completed
    AND (OLD.deleted_at IS NULL) = (NEW.deleted_at IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.deleted_at IS NULL THEN
    UPDATE reminder_counts SET count = count - 1
      WHERE couple_id = OLD.couple_id AND is_completed = OLD.is_completed;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN
    INSERT INTO reminder_counts AS c (couple_id, is_completed, count)
      VALUES (NEW.couple_id, NEW.is_completed, 1)
      ON CONFLICT (couple_id, is_completed) DO UPDATE SET count = c.count + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- hand-written
DROP TRIGGER reminders_counts ON reminders;--> statement-breakpoint
-- hand-written
CREATE TRIGGER reminders_counts AFTER INSERT OR DELETE OR UPDATE OF couple_id, is_completed, deleted_at
  ON reminders FOR EACH ROW EXECUTE FUNCTION doita_reminder_counts();
