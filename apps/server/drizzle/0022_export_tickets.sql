CREATE TABLE "export_tickets" (
	"hash" text PRIMARY KEY NOT NULL,
	"export_id" text NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "export_tickets" ADD CONSTRAINT "export_tickets_export_id_export_jobs_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."export_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_tickets" ADD CONSTRAINT "export_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_tickets_export_idx" ON "export_tickets" USING btree ("export_id");--> statement-breakpoint
CREATE INDEX "export_tickets_user_idx" ON "export_tickets" USING btree ("user_id");