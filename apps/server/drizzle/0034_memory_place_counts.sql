CREATE TABLE "memory_place_counts" (
	"owner_id" text NOT NULL,
	"couple_id" text NOT NULL,
	"is_private" boolean NOT NULL,
	"name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "memory_place_counts_owner_id_couple_id_is_private_name_lat_lng_pk" PRIMARY KEY("owner_id","couple_id","is_private","name","lat","lng")
);
--> statement-breakpoint
DROP INDEX "memories_owner_place_idx";--> statement-breakpoint
DROP INDEX "memories_couple_shared_place_idx";--> statement-breakpoint
CREATE INDEX "memory_place_counts_couple_idx" ON "memory_place_counts" USING btree ("couple_id");--> statement-breakpoint
CREATE INDEX "memories_owner_place_idx" ON "memories" USING btree ("owner_id","location","location_lat","location_lng","date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "memories"."deleted_at" is null and "memories"."location_lat" is not null;--> statement-breakpoint
CREATE INDEX "memories_couple_shared_place_idx" ON "memories" USING btree ("couple_id","location","location_lat","location_lng","date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "memories"."is_private" and "memories"."deleted_at" is null and "memories"."location_lat" is not null;--> statement-breakpoint
-- hand-written: memory_place_counts follows every live memory with coordinates written,
-- moved (owner, couple, privacy, place changed), trashed, restored or deleted, in the
-- writing transaction; a row whose count falls to 0 goes, so the map reads only places that
-- hold memories.
CREATE OR REPLACE FUNCTION doita_memory_place_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.owner_id = NEW.owner_id
    AND coalesce(OLD.couple_id, '') = coalesce(NEW.couple_id, '')
    AND OLD.is_private = NEW.is_private
    AND (OLD.deleted_at IS NULL) = (NEW.deleted_at IS NULL)
    AND OLD.location IS NOT DISTINCT FROM NEW.location
    AND OLD.location_lat IS NOT DISTINCT FROM NEW.location_lat
    AND OLD.location_lng IS NOT DISTINCT FROM NEW.location_lng THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.deleted_at IS NULL AND OLD.location_lat IS NOT NULL THEN
    UPDATE memory_place_counts SET count = count - 1
      WHERE owner_id = OLD.owner_id AND couple_id = coalesce(OLD.couple_id, '')
        AND is_private = OLD.is_private AND name = OLD.location
        AND lat = OLD.location_lat AND lng = OLD.location_lng;
    DELETE FROM memory_place_counts
      WHERE owner_id = OLD.owner_id AND couple_id = coalesce(OLD.couple_id, '')
        AND is_private = OLD.is_private AND name = OLD.location
        AND lat = OLD.location_lat AND lng = OLD.location_lng AND count <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL AND NEW.location_lat IS NOT NULL THEN
    INSERT INTO memory_place_counts AS c (owner_id, couple_id, is_private, name, lat, lng, count)
      VALUES (NEW.owner_id, coalesce(NEW.couple_id, ''), NEW.is_private, NEW.location,
        NEW.location_lat, NEW.location_lng, 1)
      ON CONFLICT (owner_id, couple_id, is_private, name, lat, lng) DO UPDATE SET count = c.count + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- hand-written
CREATE TRIGGER memories_place_counts AFTER INSERT OR DELETE
  OR UPDATE OF owner_id, couple_id, is_private, deleted_at, location, location_lat, location_lng
  ON memories FOR EACH ROW EXECUTE FUNCTION doita_memory_place_counts();--> statement-breakpoint
-- hand-written: the places of the memories already written
INSERT INTO memory_place_counts (owner_id, couple_id, is_private, name, lat, lng, count)
  SELECT owner_id, coalesce(couple_id, ''), is_private, location, location_lat, location_lng, count(*)
  FROM memories WHERE deleted_at IS NULL AND location_lat IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6;
