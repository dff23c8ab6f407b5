CREATE TABLE "pld_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_key" text NOT NULL,
	"application_id" integer,
	"loan_id" integer,
	"subject_name" text NOT NULL,
	"subject_birth_date" date,
	"subject_rfc" text,
	"subject_curp" text,
	"screening_point" text NOT NULL,
	"list" text NOT NULL,
	"entry_id" integer NOT NULL,
	"listed_external_id" text NOT NULL,
	"score" integer NOT NULL,
	"match" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"officer_user_id" integer,
	"reason" text,
	"decided_at" timestamp with time zone,
	"report_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pld_list_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"list" text NOT NULL,
	"external_id" text NOT NULL,
	"primary_name" text NOT NULL,
	"entity_type" text NOT NULL,
	"birth_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rfc" text,
	"curp" text,
	"detail" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pld_list_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"list" text NOT NULL,
	"source" text NOT NULL,
	"published_on" date NOT NULL,
	"file_name" text NOT NULL,
	"file_hash" text NOT NULL,
	"entries" integer NOT NULL,
	"names" integer NOT NULL,
	"skipped" integer NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"imported_by_user_id" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pld_list_names" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"import_id" integer NOT NULL,
	"name" text NOT NULL,
	"normalized" text NOT NULL,
	"tokens" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pld_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"subject_name" text NOT NULL,
	"application_id" integer,
	"alert_id" integer,
	"operation_on" date,
	"amount_cents" bigint,
	"narrative" text NOT NULL,
	"detected_on" date NOT NULL,
	"created_by_user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pld_thresholds" (
	"effective_on" date PRIMARY KEY NOT NULL,
	"threshold_usd_cents" bigint NOT NULL,
	"pesos_per_dollar_ten_thousandths" integer NOT NULL,
	"recorded_by_user_id" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pld_alerts" ADD CONSTRAINT "pld_alerts_entry_id_pld_list_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."pld_list_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pld_alerts" ADD CONSTRAINT "pld_alerts_officer_user_id_users_id_fk" FOREIGN KEY ("officer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pld_list_entries" ADD CONSTRAINT "pld_list_entries_import_id_pld_list_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."pld_list_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pld_list_imports" ADD CONSTRAINT "pld_list_imports_imported_by_user_id_users_id_fk" FOREIGN KEY ("imported_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pld_list_names" ADD CONSTRAINT "pld_list_names_entry_id_pld_list_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."pld_list_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pld_reports" ADD CONSTRAINT "pld_reports_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pld_thresholds" ADD CONSTRAINT "pld_thresholds_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pld_alerts_subject_entry_idx" ON "pld_alerts" USING btree ("subject_key","list","listed_external_id");--> statement-breakpoint
CREATE INDEX "pld_alerts_status_idx" ON "pld_alerts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "pld_alerts_application_idx" ON "pld_alerts" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "pld_list_entries_import_idx" ON "pld_list_entries" USING btree ("import_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pld_list_imports_hash_idx" ON "pld_list_imports" USING btree ("list","file_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "pld_list_imports_current_idx" ON "pld_list_imports" USING btree ("list") WHERE "pld_list_imports"."current";--> statement-breakpoint
CREATE INDEX "pld_list_names_tokens_idx" ON "pld_list_names" USING gin ("tokens");--> statement-breakpoint
CREATE INDEX "pld_list_names_import_idx" ON "pld_list_names" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "pld_reports_detected_idx" ON "pld_reports" USING btree ("kind","detected_on");