CREATE TABLE "collection_assignments" (
	"loan_id" integer PRIMARY KEY NOT NULL,
	"collector_user_id" integer NOT NULL,
	"rule_id" integer,
	"manual" boolean DEFAULT false NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"on" date NOT NULL,
	"channel" text NOT NULL,
	"direction" text NOT NULL,
	"outcome" text,
	"summary" text DEFAULT '' NOT NULL,
	"actor_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "collection_payments" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"collector_user_id" integer,
	"reversed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_promises" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"promised_on" date NOT NULL,
	"made_on" date NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"decided_on" date,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"bucket" text,
	"ally_id" integer,
	"collector_ids" integer[] NOT NULL,
	"next_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "collection_assignments_collector_idx" ON "collection_assignments" USING btree ("collector_user_id");--> statement-breakpoint
CREATE INDEX "collection_contacts_loan_idx" ON "collection_contacts" USING btree ("loan_id","at");--> statement-breakpoint
CREATE INDEX "collection_payments_loan_idx" ON "collection_payments" USING btree ("loan_id","paid_on");--> statement-breakpoint
CREATE INDEX "collection_promises_loan_idx" ON "collection_promises" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "collection_promises_status_idx" ON "collection_promises" USING btree ("status","promised_on");