CREATE TABLE "accounting_period_files" (
	"period" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"media_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"generated_by" integer,
	CONSTRAINT "accounting_period_files_period_name_pk" PRIMARY KEY("period","name")
);
--> statement-breakpoint
ALTER TABLE "accounting_period_files" ADD CONSTRAINT "accounting_period_files_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;