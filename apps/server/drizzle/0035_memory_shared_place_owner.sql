-- The shared arm of the map's read leaves out my own memories (owner_id <> me): with the
-- owner in the index, after the unique id so the order is unchanged, it does so without
-- reading the table (an index-only scan).
DROP INDEX "memories_couple_shared_place_idx";--> statement-breakpoint
CREATE INDEX "memories_couple_shared_place_idx" ON "memories" USING btree ("couple_id","location","location_lat","location_lng","date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"owner_id") WHERE not "memories"."is_private" and "memories"."deleted_at" is null and "memories"."location_lat" is not null;