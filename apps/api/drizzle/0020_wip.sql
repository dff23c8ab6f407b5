CREATE TABLE "dunning_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"offset_days" integer NOT NULL,
	"channel" text NOT NULL,
	"template_id" integer,
	"letter_kind" text,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ally_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dunning_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"loan_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"episode" date NOT NULL,
	"business_date" date NOT NULL,
	"days_past_due" integer NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"skip_reason" text,
	"message_id" integer,
	"mail_id" integer,
	"letter_kind" text,
	"letter" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dunning_rules" ADD CONSTRAINT "dunning_rules_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dunning_sends" ADD CONSTRAINT "dunning_sends_rule_id_dunning_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."dunning_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dunning_sends_once_idx" ON "dunning_sends" USING btree ("rule_id","loan_id","episode");--> statement-breakpoint
CREATE INDEX "dunning_sends_loan_idx" ON "dunning_sends" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "dunning_sends_created_idx" ON "dunning_sends" USING btree ("created_at");