CREATE TABLE "import_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"from_user_id" text NOT NULL,
	"to_user_id" text NOT NULL,
	"people" jsonb NOT NULL,
	"plan" jsonb NOT NULL,
	"photos" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_offers" ADD CONSTRAINT "import_offers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_offers" ADD CONSTRAINT "import_offers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_offers_to_idx" ON "import_offers" USING btree ("to_user_id","created_at");