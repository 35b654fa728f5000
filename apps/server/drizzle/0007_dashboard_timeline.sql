CREATE TABLE "reminder_counts" (
	"couple_id" text NOT NULL,
	"is_completed" boolean NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "reminder_counts_couple_id_is_completed_pk" PRIMARY KEY("couple_id","is_completed")
);
--> statement-breakpoint
ALTER TABLE "reminder_counts" ADD CONSTRAINT "reminder_counts_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_author_published_idx" ON "blog_posts" USING btree ("author_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "blog_posts"."status" = 'published';--> statement-breakpoint
CREATE INDEX "blog_posts_couple_published_idx" ON "blog_posts" USING btree ("couple_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "blog_posts"."status" = 'published' and "blog_posts"."privacy" in ('couple', 'public');--> statement-breakpoint
CREATE INDEX "memories_owner_created_idx" ON "memories" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "memories_couple_shared_created_idx" ON "memories" USING btree ("couple_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "memories"."is_private";--> statement-breakpoint
CREATE INDEX "memories_owner_month_day_idx" ON "memories" USING btree ("owner_id",((extract(month from "date") * 100 + extract(day from "date"))::int),"date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "memories_couple_shared_month_day_idx" ON "memories" USING btree ("couple_id",((extract(month from "date") * 100 + extract(day from "date"))::int),"date" DESC NULLS LAST) WHERE not "memories"."is_private";--> statement-breakpoint
CREATE INDEX "reminders_couple_created_idx" ON "reminders" USING btree ("couple_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- custom:begin
-- reminder_counts follows every reminder written, completed or reopened, moved to another
-- couple or deleted, in the same transaction: the dashboard's "active" count reads one row.
CREATE OR REPLACE FUNCTION doita_reminder_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.couple_id = NEW.couple_id AND OLD.is_completed = NEW.is_completed THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE reminder_counts SET count = count - 1
      WHERE couple_id = OLD.couple_id AND is_completed = OLD.is_completed;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO reminder_counts AS c (couple_id, is_completed, count)
      VALUES (NEW.couple_id, NEW.is_completed, 1)
      ON CONFLICT (couple_id, is_completed) DO UPDATE SET count = c.count + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reminders_counts AFTER INSERT OR DELETE OR UPDATE OF couple_id, is_completed
  ON reminders FOR EACH ROW EXECUTE FUNCTION doita_reminder_counts();--> statement-breakpoint
-- the reminders written before this migration
INSERT INTO reminder_counts (couple_id, is_completed, count)
  SELECT couple_id, is_completed, count(*)::int FROM reminders GROUP BY couple_id, is_completed;
-- custom:end
