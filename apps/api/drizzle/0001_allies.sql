CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "allies" (
	"id" serial PRIMARY KEY NOT NULL,
	"ally_name" text NOT NULL,
	"legal_name" text NOT NULL,
	"rfc" text NOT NULL,
	"zone_name" text NOT NULL,
	"region_name" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"image" text,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"seller_user_id" integer NOT NULL,
	"seller_email" text NOT NULL,
	"supervisor_user_id" integer NOT NULL,
	"supervisor_email" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ally_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"ally_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"clabe" text NOT NULL,
	"holder_name" text NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ally_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"ally_id" integer NOT NULL,
	"type" text NOT NULL,
	"street" text NOT NULL,
	"exterior_number" text NOT NULL,
	"interior_number" text DEFAULT '' NOT NULL,
	"neighborhood" text NOT NULL,
	"municipality" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ally_catalog_items" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"parent_value" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ally_catalog_items_kind_value_pk" PRIMARY KEY("kind","value")
);
--> statement-breakpoint
CREATE TABLE "ally_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ally_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ally_managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"ally_id" integer NOT NULL,
	"type" text NOT NULL,
	"position" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ally_users" (
	"ally_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "ally_users_ally_id_user_id_pk" PRIMARY KEY("ally_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "allies" ADD CONSTRAINT "allies_seller_user_id_users_id_fk" FOREIGN KEY ("seller_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allies" ADD CONSTRAINT "allies_supervisor_user_id_users_id_fk" FOREIGN KEY ("supervisor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ally_accounts" ADD CONSTRAINT "ally_accounts_ally_id_allies_id_fk" FOREIGN KEY ("ally_id") REFERENCES "public"."allies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ally_addresses" ADD CONSTRAINT "ally_addresses_ally_id_allies_id_fk" FOREIGN KEY ("ally_id") REFERENCES "public"."allies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ally_files" ADD CONSTRAINT "ally_files_ally_id_allies_id_fk" FOREIGN KEY ("ally_id") REFERENCES "public"."allies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ally_files" ADD CONSTRAINT "ally_files_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ally_managers" ADD CONSTRAINT "ally_managers_ally_id_allies_id_fk" FOREIGN KEY ("ally_id") REFERENCES "public"."allies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ally_users" ADD CONSTRAINT "ally_users_ally_id_allies_id_fk" FOREIGN KEY ("ally_id") REFERENCES "public"."allies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ally_users" ADD CONSTRAINT "ally_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "allies_rfc_live_key" ON "allies" USING btree ("rfc") WHERE "allies"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "allies_name_trgm_idx" ON "allies" USING gin ("ally_name" gin_trgm_ops) WHERE "allies"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "allies_supervisor_email_trgm_idx" ON "allies" USING gin ("supervisor_email" gin_trgm_ops) WHERE "allies"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "allies_created_idx" ON "allies" USING btree ("created_at","id") WHERE "allies"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "allies_name_idx" ON "allies" USING btree ("ally_name","id") WHERE "allies"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "allies_zone_idx" ON "allies" USING btree ("zone_name","id") WHERE "allies"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "allies_status_idx" ON "allies" USING btree ("status","id") WHERE "allies"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "allies_type_idx" ON "allies" USING btree ("type","id") WHERE "allies"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "allies_seller_email_idx" ON "allies" USING btree ("seller_email","id") WHERE "allies"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "allies_status_created_idx" ON "allies" USING btree ("status","created_at","id") WHERE "allies"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "allies_zone_created_idx" ON "allies" USING btree ("zone_name","created_at","id") WHERE "allies"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "allies_seller_user_idx" ON "allies" USING btree ("seller_user_id");--> statement-breakpoint
CREATE INDEX "allies_supervisor_user_idx" ON "allies" USING btree ("supervisor_user_id");--> statement-breakpoint
CREATE INDEX "ally_accounts_ally_idx" ON "ally_accounts" USING btree ("ally_id");--> statement-breakpoint
CREATE INDEX "ally_addresses_ally_idx" ON "ally_addresses" USING btree ("ally_id");--> statement-breakpoint
CREATE INDEX "ally_files_ally_idx" ON "ally_files" USING btree ("ally_id","created_at");--> statement-breakpoint
CREATE INDEX "ally_managers_ally_idx" ON "ally_managers" USING btree ("ally_id");--> statement-breakpoint
CREATE INDEX "ally_users_user_idx" ON "ally_users" USING btree ("user_id");--> statement-breakpoint
-- The seller's and supervisor's e-mails are copied onto allies for indexed search and sort; keep them in step.
CREATE FUNCTION allies_follow_user_email() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE allies SET seller_email = NEW.email WHERE seller_user_id = NEW.id;
  UPDATE allies SET supervisor_email = NEW.email WHERE supervisor_user_id = NEW.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_email_to_allies AFTER UPDATE OF email ON users
  FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email) EXECUTE FUNCTION allies_follow_user_email();
