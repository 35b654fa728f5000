CREATE TABLE "video_jobs" (
	"upload_id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "kind" text DEFAULT 'image' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "media_status" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "media_progress" real DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "media_failure" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "video_file" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "clip_file" text;--> statement-breakpoint
ALTER TABLE "video_jobs" ADD CONSTRAINT "video_jobs_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_jobs_queue_idx" ON "video_jobs" USING btree ("created_at");