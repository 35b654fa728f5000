CREATE TABLE "question_answers" (
	"day_id" text NOT NULL,
	"user_id" text NOT NULL,
	"text" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, doita_unaccent(text))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_answers_day_id_user_id_pk" PRIMARY KEY("day_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "question_days" (
	"id" text PRIMARY KEY NOT NULL,
	"couple_id" text NOT NULL,
	"day" date NOT NULL,
	"question_id" text NOT NULL,
	"skipped_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"skipped_by" text,
	"revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_day_id_question_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."question_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_days" ADD CONSTRAINT "question_days_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_days" ADD CONSTRAINT "question_days_skipped_by_users_id_fk" FOREIGN KEY ("skipped_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_answers_user_idx" ON "question_answers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "question_answers_search_idx" ON "question_answers" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "question_days_couple_day_unique" ON "question_days" USING btree ("couple_id","day" DESC NULLS LAST);