-- Videos and Live Photo clips stored before uploads were kept without their metadata still
-- hold what the phone wrote (a location, the device): each gets a `clean` job, which copies
-- its streams again without it. They wait behind new videos and run one at a time.
ALTER TABLE "video_jobs" ADD COLUMN "task" text DEFAULT 'prepare' NOT NULL;--> statement-breakpoint
INSERT INTO "video_jobs" ("upload_id", "source", "task")
SELECT "id", coalesce("clip_file", "original_file"), 'clean'
FROM "uploads"
WHERE "kind" IN ('video', 'live') AND coalesce("clip_file", "original_file") IS NOT NULL
ON CONFLICT ("upload_id") DO NOTHING;
