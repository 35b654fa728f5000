ALTER TABLE "users" ADD COLUMN "avatar_upload_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_avatar_upload_id_uploads_id_fk" FOREIGN KEY ("avatar_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_avatar_upload_idx" ON "users" USING btree ("avatar_upload_id") WHERE "users"."avatar_upload_id" is not null;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "avatar_url";