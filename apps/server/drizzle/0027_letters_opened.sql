-- A letter found open stays open for good, and its photos are then served to its recipient.

ALTER TABLE "letters" ADD COLUMN "opened_at" timestamp with time zone;