CREATE TABLE "blog_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"post_id" text NOT NULL,
	"author_id" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_post_images" (
	"post_id" text NOT NULL,
	"upload_id" text NOT NULL,
	CONSTRAINT "blog_post_images_post_id_upload_id_pk" PRIMARY KEY("post_id","upload_id")
);
--> statement-breakpoint
CREATE TABLE "blog_post_likes" (
	"post_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_post_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"author_id" text NOT NULL,
	"couple_id" text,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"render_version" integer DEFAULT 0 NOT NULL,
	"excerpt" text,
	"auto_excerpt" text DEFAULT '' NOT NULL,
	"reading_minutes" integer DEFAULT 1 NOT NULL,
	"cover_upload_id" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"category" text NOT NULL,
	"privacy" text NOT NULL,
	"status" text NOT NULL,
	"published_at" timestamp with time zone,
	"sorted_at" timestamp with time zone GENERATED ALWAYS AS (coalesce(published_at, created_at)) STORED NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS ((setweight(to_tsvector('simple'::regconfig, doita_unaccent(coalesce(title, ''))), 'A') || setweight(to_tsvector('simple'::regconfig, doita_unaccent(coalesce(excerpt, ''))), 'B') || setweight(to_tsvector('simple'::regconfig, doita_unaccent(coalesce(content, ''))), 'C'))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_category" CHECK ("blog_posts"."category" in ('love', 'life', 'travel', 'food', 'memories', 'thoughts')),
	CONSTRAINT "blog_posts_privacy" CHECK ("blog_posts"."privacy" in ('private', 'couple', 'public')),
	CONSTRAINT "blog_posts_status" CHECK ("blog_posts"."status" in ('draft', 'published')),
	CONSTRAINT "blog_posts_counts" CHECK ("blog_posts"."likes_count" >= 0 and "blog_posts"."comments_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "blog_comments" ADD CONSTRAINT "blog_comments_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_comments" ADD CONSTRAINT "blog_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_images" ADD CONSTRAINT "blog_post_images_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_images" ADD CONSTRAINT "blog_post_images_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_likes" ADD CONSTRAINT "blog_post_likes_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_likes" ADD CONSTRAINT "blog_post_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_cover_upload_id_uploads_id_fk" FOREIGN KEY ("cover_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_comments_post_order_idx" ON "blog_comments" USING btree ("post_id","created_at","id");--> statement-breakpoint
CREATE INDEX "blog_comments_author_id_idx" ON "blog_comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "blog_post_images_upload_id_idx" ON "blog_post_images" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "blog_post_likes_user_id_idx" ON "blog_post_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "blog_posts_author_order_idx" ON "blog_posts" USING btree ("author_id","sorted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_posts_couple_order_idx" ON "blog_posts" USING btree ("couple_id","sorted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_posts_public_order_idx" ON "blog_posts" USING btree ("sorted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "blog_posts"."privacy" = 'public' and "blog_posts"."status" = 'published';--> statement-breakpoint
CREATE INDEX "blog_posts_search_idx" ON "blog_posts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "blog_posts_tags_idx" ON "blog_posts" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "blog_posts_cover_idx" ON "blog_posts" USING btree ("cover_upload_id");