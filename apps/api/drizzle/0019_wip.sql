CREATE TABLE "ticket_complaints" (
	"ticket_id" integer PRIMARY KEY NOT NULL,
	"received_on" date NOT NULL,
	"channel" text NOT NULL,
	"product" text NOT NULL,
	"cause" text NOT NULL,
	"level" text NOT NULL,
	"identity_theft" boolean DEFAULT false NOT NULL,
	"claimed_cents" bigint DEFAULT 0 NOT NULL,
	"credited_cents" bigint DEFAULT 0 NOT NULL,
	"credited_on" date,
	"resolved_on" date,
	"notified_on" date,
	"outcome" text,
	"condusef_folio" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_complaints" ADD CONSTRAINT "ticket_complaints_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_complaints_received_idx" ON "ticket_complaints" USING btree ("received_on");--> statement-breakpoint
CREATE INDEX "ticket_complaints_resolved_idx" ON "ticket_complaints" USING btree ("resolved_on");