ALTER TABLE "uploads" ADD COLUMN "original_file" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "released_at" timestamp with time zone;