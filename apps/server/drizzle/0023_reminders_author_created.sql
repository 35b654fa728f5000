-- The dashboard's recent activity: the author's own newest reminders, one arm of the read rule
-- (the couple's shared ones come by reminders_couple_created_idx).

CREATE INDEX "reminders_author_created_idx" ON "reminders" USING btree ("author_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);