CREATE TABLE "business_calendar_adjustments" (
	"date" date PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"note" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "periodicity" text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "term_periods" integer;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "due_dates_on_business_days" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_calendar_adjustments" ADD CONSTRAINT "business_calendar_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;