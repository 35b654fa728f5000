DROP INDEX "reminders_due_idx";--> statement-breakpoint
ALTER TABLE "reminder_occurrences" ALTER COLUMN "couple_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders" ALTER COLUMN "couple_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "is_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "lead_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "notify_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reminders_notify_idx" ON "reminders" USING btree ("notify_at") WHERE "reminders"."notify_at" is not null and "reminders"."is_completed" = false and "reminders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "reminders_author_datetime_idx" ON "reminders" USING btree ("author_id","datetime","id");--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_lead_days" CHECK ("reminders"."lead_days" in (0, 1, 3, 7));--> statement-breakpoint
-- hand-written: the scheduler's next act for the reminders written before this migration
-- (everything not yet delivered nor completed is noticed at its due time, as before).
UPDATE "reminders" SET "notify_at" = "datetime" WHERE NOT "notified" AND NOT "is_completed";--> statement-breakpoint
-- hand-written: reminder_counts counts what is not in the trash (0011) and has a couple
-- (a reminder written alone is nobody's couple count).
CREATE OR REPLACE FUNCTION doita_reminder_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.couple_id IS NOT DISTINCT FROM NEW.couple_id
    AND OLD.is_completed = NEW.is_completed
    AND (OLD.deleted_at IS NULL) = (NEW.deleted_at IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.couple_id IS NOT NULL AND OLD.deleted_at IS NULL THEN
    UPDATE reminder_counts SET count = count - 1
      WHERE couple_id = OLD.couple_id AND is_completed = OLD.is_completed;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.couple_id IS NOT NULL AND NEW.deleted_at IS NULL THEN
    INSERT INTO reminder_counts AS c (couple_id, is_completed, count)
      VALUES (NEW.couple_id, NEW.is_completed, 1)
      ON CONFLICT (couple_id, is_completed) DO UPDATE SET count = c.count + 1;
  END IF;
  RETURN NULL;
END $$;
