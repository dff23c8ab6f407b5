CREATE TABLE "funding_line_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_id" integer NOT NULL,
	"kind" text NOT NULL,
	"moved_on" date NOT NULL,
	"booked_on" date NOT NULL,
	"principal_cents" bigint NOT NULL,
	"interest_cents" bigint DEFAULT 0 NOT NULL,
	"reference" text NOT NULL,
	"requested_by_user_id" integer NOT NULL,
	"approved_by_user_id" integer NOT NULL,
	"journal_entry_id" bigint NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funding_line_movements_amounts" CHECK ("funding_line_movements"."principal_cents" >= 0 and "funding_line_movements"."interest_cents" >= 0 and ("funding_line_movements"."kind" = 'repayment' or "funding_line_movements"."interest_cents" = 0))
);
--> statement-breakpoint
ALTER TABLE "funding_lines" ADD COLUMN "drawn_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "funding_line_movements" ADD CONSTRAINT "funding_line_movements_line_id_funding_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."funding_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_line_movements" ADD CONSTRAINT "funding_line_movements_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_line_movements" ADD CONSTRAINT "funding_line_movements_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funding_line_movements_line_idx" ON "funding_line_movements" USING btree ("line_id","moved_on");--> statement-breakpoint
CREATE UNIQUE INDEX "funding_line_movements_reference_idx" ON "funding_line_movements" USING btree ("line_id","kind","reference","moved_on");--> statement-breakpoint
CREATE INDEX "funding_line_movements_booked_idx" ON "funding_line_movements" USING btree ("booked_on");--> statement-breakpoint
ALTER TABLE "funding_lines" ADD CONSTRAINT "funding_lines_drawn_within_amount" CHECK ("funding_lines"."drawn_cents" >= 0 and "funding_lines"."drawn_cents" <= "funding_lines"."amount_cents");