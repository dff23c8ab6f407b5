CREATE SEQUENCE "public"."credit_application_folio_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
CREATE TABLE "credit_application_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"author_user_id" integer NOT NULL,
	"body" text NOT NULL,
	"mention_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_application_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"reviewer_user_id" integer,
	"reviewed_at" timestamp with time zone,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_application_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" integer,
	"from_stage" text,
	"to_stage" text,
	"field" text,
	"old_value" jsonb,
	"new_value" jsonb,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"folio" integer DEFAULT nextval('credit_application_folio_seq') NOT NULL,
	"product" text NOT NULL,
	"stage" text DEFAULT 'captura' NOT NULL,
	"stage_entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"owner_user_id" integer,
	"ally_id" integer NOT NULL,
	"seller_user_id" integer,
	"applicant_name" text NOT NULL,
	"curp" text NOT NULL,
	"rfc" text NOT NULL,
	"mobile_phone" text NOT NULL,
	"requested_amount_cents" bigint NOT NULL,
	"applicant" jsonb NOT NULL,
	"address" jsonb,
	"work" jsonb,
	"finance" jsonb,
	"references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_data" jsonb NOT NULL,
	"additional" jsonb DEFAULT '{"notes":"","source":""}'::jsonb NOT NULL,
	"workflow" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"closed_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_applications_folio_unique" UNIQUE("folio")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_application_comments" ADD CONSTRAINT "credit_application_comments_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_comments" ADD CONSTRAINT "credit_application_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_documents" ADD CONSTRAINT "credit_application_documents_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_documents" ADD CONSTRAINT "credit_application_documents_reviewer_user_id_users_id_fk" FOREIGN KEY ("reviewer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_documents" ADD CONSTRAINT "credit_application_documents_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_history" ADD CONSTRAINT "credit_application_history_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_history" ADD CONSTRAINT "credit_application_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_ally_id_allies_id_fk" FOREIGN KEY ("ally_id") REFERENCES "public"."allies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_seller_user_id_users_id_fk" FOREIGN KEY ("seller_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_application_comments_app_idx" ON "credit_application_comments" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "credit_application_documents_app_idx" ON "credit_application_documents" USING btree ("application_id","kind");--> statement-breakpoint
CREATE INDEX "credit_application_history_app_idx" ON "credit_application_history" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "credit_applications_search_trgm_idx" ON "credit_applications" USING gin ((lower("applicant_name" || ' ' || "curp" || ' ' || "rfc" || ' ' || "mobile_phone")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "credit_applications_stage_idx" ON "credit_applications" USING btree ("stage","stage_entered_at");--> statement-breakpoint
CREATE INDEX "credit_applications_owner_idx" ON "credit_applications" USING btree ("owner_user_id","stage");--> statement-breakpoint
CREATE INDEX "credit_applications_ally_idx" ON "credit_applications" USING btree ("ally_id");--> statement-breakpoint
CREATE INDEX "credit_applications_created_idx" ON "credit_applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");