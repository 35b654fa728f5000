-- Letters for later: sealed until their opening day in the recipient's time zone, with their photos.

CREATE TABLE "letter_images" (
	"letter_id" text NOT NULL,
	"upload_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "letter_images_letter_id_upload_id_pk" PRIMARY KEY("letter_id","upload_id")
);
--> statement-breakpoint
CREATE TABLE "letters" (
	"id" text PRIMARY KEY NOT NULL,
	"couple_id" text NOT NULL,
	"author_id" text NOT NULL,
	"recipient_id" text,
	"opens_on" date NOT NULL,
	"text" text NOT NULL,
	"announced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "letter_images" ADD CONSTRAINT "letter_images_letter_id_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."letters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_images" ADD CONSTRAINT "letter_images_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "letter_images_upload_id_idx" ON "letter_images" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "letters_author_order_idx" ON "letters" USING btree ("author_id","opens_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "letters_recipient_order_idx" ON "letters" USING btree ("recipient_id","couple_id","opens_on","id");--> statement-breakpoint
CREATE INDEX "letters_unannounced_idx" ON "letters" USING btree ("opens_on","id") WHERE "letters"."announced_at" is null;