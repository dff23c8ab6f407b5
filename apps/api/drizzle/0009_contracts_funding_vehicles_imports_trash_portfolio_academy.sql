CREATE TABLE "loan_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"number" text NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'generated' NOT NULL,
	"terms" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"digest" text NOT NULL,
	"pdf_key" text,
	"pdf_size" integer,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"generated_by_user_id" integer,
	"signed_on" date,
	"signed_at" timestamp with time zone,
	"signed_by_user_id" integer,
	"scan_key" text,
	"scan_file_name" text,
	"scan_content_type" text,
	"scan_size" integer,
	"superseded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "funders" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funding_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_by_user_id" integer,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "funding_disbursements" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"disbursed_on" date NOT NULL,
	"spei_reference" text NOT NULL,
	"beneficiary_clabe" text NOT NULL,
	"beneficiary_bank" text NOT NULL,
	"beneficiary_name" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by_user_id" integer,
	CONSTRAINT "funding_disbursements_assignment_id_unique" UNIQUE("assignment_id")
);
--> statement-breakpoint
CREATE TABLE "funding_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"funder_id" integer NOT NULL,
	"name" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"used_cents" bigint DEFAULT 0 NOT NULL,
	"annual_rate_bps" integer NOT NULL,
	"term_months" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"rules" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funding_lines_within_amount" CHECK ("funding_lines"."used_cents" >= 0 and "funding_lines"."used_cents" <= "funding_lines"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "demo_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"level" text NOT NULL,
	"instructor" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "demo_courses_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "demo_lesson_progress" (
	"user_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_lesson_progress_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "demo_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"section" text NOT NULL,
	"title" text NOT NULL,
	"minutes" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "demo_product_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "demo_product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" integer NOT NULL,
	"status" text NOT NULL,
	"price_cents" integer NOT NULL,
	"sale_price_cents" integer,
	"charge_tax" boolean DEFAULT true NOT NULL,
	"stock" integer NOT NULL,
	"shipping" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_products_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "import_mappings" (
	"user_id" integer NOT NULL,
	"entity" text NOT NULL,
	"header_hash" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_rows" (
	"import_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"errors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"duplicate_of" integer,
	"excluded" boolean DEFAULT false NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"record_id" integer,
	CONSTRAINT "import_rows_import_id_row_number_pk" PRIMARY KEY("import_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'staging' NOT NULL,
	"headers" jsonb NOT NULL,
	"header_hash" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"mapping_remembered" boolean DEFAULT false NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"duplicate_rows" integer DEFAULT 0 NOT NULL,
	"excluded_rows" integer DEFAULT 0 NOT NULL,
	"duplicate_policy" text DEFAULT 'skip' NOT NULL,
	"batch_size" integer DEFAULT 1000 NOT NULL,
	"batches_done" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "portfolio_arrears_snapshots" (
	"on_date" date NOT NULL,
	"ally_id" integer NOT NULL,
	"product" text NOT NULL,
	"bucket" text NOT NULL,
	"loans" integer NOT NULL,
	"balance_cents" bigint NOT NULL,
	CONSTRAINT "portfolio_arrears_snapshots_on_date_ally_id_product_bucket_pk" PRIMARY KEY("on_date","ally_id","product","bucket")
);
--> statement-breakpoint
CREATE TABLE "trash_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_type" text NOT NULL,
	"record_id" text NOT NULL,
	"label" text NOT NULL,
	"deleted_by" integer,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undo_until" timestamp with time zone NOT NULL,
	"purge_after" timestamp with time zone NOT NULL,
	"previous" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_purchases" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"dealer_invoice_number" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"down_payment_cents" bigint NOT NULL,
	"delivery_date" date,
	"receipt_storage_key" text,
	"receipt_file_name" text,
	"receipt_content_type" text,
	"receipt_size" integer,
	"receipt_uploaded_at" timestamp with time zone,
	"updated_by_user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vin_links" (
	"application_id" integer NOT NULL,
	"vin_record_id" integer NOT NULL,
	"linked_by_user_id" integer,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vin_links_application_id_pk" PRIMARY KEY("application_id")
);
--> statement-breakpoint
CREATE TABLE "vin_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"vin" text NOT NULL,
	"wmi" text NOT NULL,
	"manufacturer" text,
	"region" text NOT NULL,
	"model_year" smallint,
	"check_digit_warning" boolean DEFAULT false NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"vehicle_version" text DEFAULT '' NOT NULL,
	"colour" text DEFAULT '' NOT NULL,
	"engine_number" text DEFAULT '' NOT NULL,
	"invoice_number" text DEFAULT '' NOT NULL,
	"invoice_date" date,
	"invoice_value_cents" bigint,
	"created_by_user_id" integer,
	"record_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_rules" (
	"ally_type" text PRIMARY KEY NOT NULL,
	"rate_bps" integer NOT NULL,
	"minimum_cents" bigint,
	"maximum_cents" bigint,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"ally_id" integer NOT NULL,
	"ally_type" text NOT NULL,
	"financed_cents" bigint NOT NULL,
	"rate_bps" integer NOT NULL,
	"minimum_cents" bigint,
	"maximum_cents" bigint,
	"base_cents" bigint NOT NULL,
	"iva_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payable_at" timestamp with time zone,
	"paid_on" date,
	"payment_reference" text,
	"paid_by_user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messaging_messages" ADD COLUMN "attachment_key" text;--> statement-breakpoint
ALTER TABLE "messaging_messages" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "messaging_messages" ADD COLUMN "attachment_type" text;--> statement-breakpoint
ALTER TABLE "messaging_messages" ADD COLUMN "attachment_size" integer;--> statement-breakpoint
ALTER TABLE "loan_contracts" ADD CONSTRAINT "loan_contracts_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_contracts" ADD CONSTRAINT "loan_contracts_generated_by_user_id_users_id_fk" FOREIGN KEY ("generated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_contracts" ADD CONSTRAINT "loan_contracts_signed_by_user_id_users_id_fk" FOREIGN KEY ("signed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_assignments" ADD CONSTRAINT "funding_assignments_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_assignments" ADD CONSTRAINT "funding_assignments_line_id_funding_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."funding_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_assignments" ADD CONSTRAINT "funding_assignments_assigned_by_user_id_users_id_fk" FOREIGN KEY ("assigned_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_disbursements" ADD CONSTRAINT "funding_disbursements_assignment_id_funding_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."funding_assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_disbursements" ADD CONSTRAINT "funding_disbursements_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_disbursements" ADD CONSTRAINT "funding_disbursements_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_lines" ADD CONSTRAINT "funding_lines_funder_id_funders_id_fk" FOREIGN KEY ("funder_id") REFERENCES "public"."funders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_lesson_progress" ADD CONSTRAINT "demo_lesson_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_lesson_progress" ADD CONSTRAINT "demo_lesson_progress_lesson_id_demo_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."demo_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_lessons" ADD CONSTRAINT "demo_lessons_course_id_demo_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."demo_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_product_images" ADD CONSTRAINT "demo_product_images_product_id_demo_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."demo_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_products" ADD CONSTRAINT "demo_products_category_id_demo_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."demo_product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_products" ADD CONSTRAINT "demo_products_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_arrears_snapshots" ADD CONSTRAINT "portfolio_arrears_snapshots_ally_id_allies_id_fk" FOREIGN KEY ("ally_id") REFERENCES "public"."allies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trash_entries" ADD CONSTRAINT "trash_entries_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_purchases" ADD CONSTRAINT "vehicle_purchases_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_purchases" ADD CONSTRAINT "vehicle_purchases_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vin_links" ADD CONSTRAINT "vin_links_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vin_links" ADD CONSTRAINT "vin_links_vin_record_id_vin_records_id_fk" FOREIGN KEY ("vin_record_id") REFERENCES "public"."vin_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vin_links" ADD CONSTRAINT "vin_links_linked_by_user_id_users_id_fk" FOREIGN KEY ("linked_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vin_records" ADD CONSTRAINT "vin_records_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_ally_id_allies_id_fk" FOREIGN KEY ("ally_id") REFERENCES "public"."allies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_paid_by_user_id_users_id_fk" FOREIGN KEY ("paid_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_contracts_app_version_idx" ON "loan_contracts" USING btree ("application_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_contracts_one_live_idx" ON "loan_contracts" USING btree ("application_id") WHERE "loan_contracts"."status" in ('generated', 'signed');--> statement-breakpoint
CREATE INDEX "loan_contracts_generated_idx" ON "loan_contracts" USING btree ("generated_at","id");--> statement-breakpoint
CREATE INDEX "loan_contracts_status_idx" ON "loan_contracts" USING btree ("status","generated_at");--> statement-breakpoint
CREATE INDEX "loan_contracts_number_trgm_idx" ON "loan_contracts" USING gin (lower("number") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "funders_name_idx" ON "funders" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "funding_assignments_one_active_idx" ON "funding_assignments" USING btree ("application_id") WHERE "funding_assignments"."status" = 'active';--> statement-breakpoint
CREATE INDEX "funding_assignments_line_idx" ON "funding_assignments" USING btree ("line_id","status");--> statement-breakpoint
CREATE INDEX "funding_assignments_application_idx" ON "funding_assignments" USING btree ("application_id","assigned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "funding_disbursements_spei_idx" ON "funding_disbursements" USING btree ("spei_reference","disbursed_on");--> statement-breakpoint
CREATE INDEX "funding_disbursements_application_idx" ON "funding_disbursements" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "funding_lines_funder_idx" ON "funding_lines" USING btree ("funder_id");--> statement-breakpoint
CREATE INDEX "demo_lessons_course_idx" ON "demo_lessons" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "demo_products_category_idx" ON "demo_products" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "import_mappings_layout_idx" ON "import_mappings" USING btree ("user_id","entity","header_hash");--> statement-breakpoint
CREATE INDEX "import_rows_key_idx" ON "import_rows" USING btree ("import_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "import_rows_problems_idx" ON "import_rows" USING btree ("import_id","row_number") WHERE "import_rows"."errors" <> '{}'::jsonb or "import_rows"."duplicate_of" is not null;--> statement-breakpoint
CREATE INDEX "imports_user_idx" ON "imports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "portfolio_arrears_snapshots_ally_idx" ON "portfolio_arrears_snapshots" USING btree ("ally_id","on_date");--> statement-breakpoint
CREATE UNIQUE INDEX "trash_entries_record_key" ON "trash_entries" USING btree ("record_type","record_id");--> statement-breakpoint
CREATE INDEX "trash_entries_deleted_at_idx" ON "trash_entries" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "trash_entries_purge_after_idx" ON "trash_entries" USING btree ("purge_after");--> statement-breakpoint
CREATE INDEX "vin_links_record_idx" ON "vin_links" USING btree ("vin_record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vin_records_vin_key" ON "vin_records" USING btree ("vin");--> statement-breakpoint
CREATE INDEX "vin_records_vin_trgm_idx" ON "vin_records" USING gin ("vin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vin_records_created_idx" ON "vin_records" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "vin_records_make_idx" ON "vin_records" USING btree ("make","id");--> statement-breakpoint
CREATE INDEX "vin_records_year_idx" ON "vin_records" USING btree ("model_year","id");--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_application_key" ON "commissions" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "commissions_created_idx" ON "commissions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "commissions_status_idx" ON "commissions" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "commissions_ally_idx" ON "commissions" USING btree ("ally_id");