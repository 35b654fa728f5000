CREATE TABLE "reminder_pending_counts" (
	"author_id" text NOT NULL,
	"couple_id" text NOT NULL,
	"is_private" boolean NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "reminder_pending_counts_author_id_couple_id_is_private_pk" PRIMARY KEY("author_id","couple_id","is_private")
);
--> statement-breakpoint
CREATE INDEX "reminder_pending_counts_couple_idx" ON "reminder_pending_counts" USING btree ("couple_id");--> statement-breakpoint
-- hand-written: reminder_pending_counts follows every reminder written, completed or not,
-- moved (author, couple or privacy changed), trashed or restored, and deleted. '' stands
-- for a null author or couple. Only pending ones count: not completed, not in the trash.
CREATE OR REPLACE FUNCTION doita_reminder_pending_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND NOT OLD.is_completed AND OLD.deleted_at IS NULL THEN
    UPDATE reminder_pending_counts SET count = count - 1
      WHERE author_id = coalesce(OLD.author_id, '') AND couple_id = coalesce(OLD.couple_id, '')
        AND is_private = OLD.is_private;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NOT NEW.is_completed AND NEW.deleted_at IS NULL THEN
    INSERT INTO reminder_pending_counts AS c (author_id, couple_id, is_private, count)
      VALUES (coalesce(NEW.author_id, ''), coalesce(NEW.couple_id, ''), NEW.is_private, 1)
      ON CONFLICT (author_id, couple_id, is_private) DO UPDATE SET count = c.count + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- hand-written
CREATE TRIGGER reminders_pending_counts
  AFTER INSERT OR DELETE OR UPDATE OF author_id, couple_id, is_private, is_completed, deleted_at
  ON reminders FOR EACH ROW EXECUTE FUNCTION doita_reminder_pending_counts();--> statement-breakpoint
-- hand-written: what is there already
INSERT INTO reminder_pending_counts (author_id, couple_id, is_private, count)
  SELECT coalesce(author_id, ''), coalesce(couple_id, ''), is_private, count(*)::int
    FROM reminders WHERE NOT is_completed AND deleted_at IS NULL
    GROUP BY 1, 2, 3;
