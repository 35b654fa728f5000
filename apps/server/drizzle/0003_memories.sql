-- custom:begin
-- Accent-free search: unaccent() is only STABLE (it reads its dictionary by name), so a
-- generated column cannot call it. This wrapper names the dictionary and is IMMUTABLE;
-- the translate() folds Vietnamese đ/Đ to d/D should a dictionary ever lack them.
CREATE OR REPLACE FUNCTION doita_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT translate(public.unaccent('public.unaccent'::regdictionary, value), 'Đđ', 'Dd') $$;--> statement-breakpoint
-- custom:end
CREATE TABLE "memories" (
	"id" text PRIMARY KEY NOT NULL,
	"couple_id" text,
	"owner_id" text NOT NULL,
	"author_id" text,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"content" text,
	"date" date NOT NULL,
	"location" text,
	"mood" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS ((setweight(to_tsvector('simple'::regconfig, doita_unaccent(coalesce(title, ''))), 'A') || setweight(to_tsvector('simple'::regconfig, doita_unaccent(coalesce(description, '') || ' ' || coalesce(location, ''))), 'B') || setweight(to_tsvector('simple'::regconfig, doita_unaccent(coalesce(content, ''))), 'C'))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memory_counts" (
	"owner_id" text NOT NULL,
	"couple_id" text NOT NULL,
	"is_private" boolean NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "memory_counts_owner_id_couple_id_is_private_pk" PRIMARY KEY("owner_id","couple_id","is_private")
);
--> statement-breakpoint
CREATE TABLE "memory_favorites" (
	"user_id" text NOT NULL,
	"memory_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memory_favorites_user_id_memory_id_pk" PRIMARY KEY("user_id","memory_id")
);
--> statement-breakpoint
CREATE TABLE "memory_images" (
	"memory_id" text NOT NULL,
	"upload_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "memory_images_memory_id_upload_id_pk" PRIMARY KEY("memory_id","upload_id")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"original_type" text NOT NULL,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" integer[] NOT NULL,
	"placeholder" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memories" ADD CONSTRAINT "memories_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memories" ADD CONSTRAINT "memories_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memories" ADD CONSTRAINT "memories_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_favorites" ADD CONSTRAINT "memory_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_favorites" ADD CONSTRAINT "memory_favorites_memory_id_memories_id_fk" FOREIGN KEY ("memory_id") REFERENCES "public"."memories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_images" ADD CONSTRAINT "memory_images_memory_id_memories_id_fk" FOREIGN KEY ("memory_id") REFERENCES "public"."memories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_images" ADD CONSTRAINT "memory_images_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memories_couple_order_idx" ON "memories" USING btree ("couple_id","date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "memories_owner_order_idx" ON "memories" USING btree ("owner_id","date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "memories_search_idx" ON "memories" USING gin ("search");--> statement-breakpoint
CREATE INDEX "memories_tags_idx" ON "memories" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "memory_counts_couple_idx" ON "memory_counts" USING btree ("couple_id");--> statement-breakpoint
CREATE INDEX "memory_favorites_memory_id_idx" ON "memory_favorites" USING btree ("memory_id");--> statement-breakpoint
CREATE INDEX "memory_images_upload_id_idx" ON "memory_images" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "uploads_unused_idx" ON "uploads" USING btree ("created_at") WHERE "uploads"."used_at" is null;--> statement-breakpoint
-- custom:begin
-- memory_counts follows every memory written, moved (a new owner, privacy changed) or
-- deleted, in the same transaction: the list's total is a sum over a few rows.
CREATE OR REPLACE FUNCTION doita_memory_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE memory_counts SET count = count - 1
      WHERE owner_id = OLD.owner_id AND couple_id = coalesce(OLD.couple_id, '')
        AND is_private = OLD.is_private;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO memory_counts AS c (owner_id, couple_id, is_private, count)
      VALUES (NEW.owner_id, coalesce(NEW.couple_id, ''), NEW.is_private, 1)
      ON CONFLICT (owner_id, couple_id, is_private) DO UPDATE SET count = c.count + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER memories_counts AFTER INSERT OR DELETE OR UPDATE OF owner_id, couple_id, is_private
  ON memories FOR EACH ROW EXECUTE FUNCTION doita_memory_counts();
-- custom:end
