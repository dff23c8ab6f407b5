CREATE TABLE "audit_checkpoints" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_seq" bigint NOT NULL,
	"hash" text NOT NULL,
	"signature" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_bureau_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"authorized_at" text NOT NULL,
	"document_id" integer NOT NULL,
	"recorded_by_user_id" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_bureau_consents_application_uq" UNIQUE("application_id")
);
--> statement-breakpoint
CREATE TABLE "credit_bureau_pulls" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"requested_by_user_id" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"forced" boolean DEFAULT false NOT NULL,
	"force_reason" text,
	"provider" text,
	"folio" text,
	"pulled_at" timestamp with time zone,
	"score" integer,
	"summary" jsonb,
	"report" jsonb,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "automated_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"findings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"run" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"override_reason" text,
	"overridden_by_user_id" integer,
	"overridden_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "automated_checks_application_name_uq" UNIQUE("application_id","name")
);
--> statement-breakpoint
CREATE TABLE "blacklist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"reason" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blacklist_entries_kind_value_uq" UNIQUE("kind","value")
);
--> statement-breakpoint
CREATE TABLE "clarifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"stage" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"items" jsonb NOT NULL,
	"message" text NOT NULL,
	"due_on" date NOT NULL,
	"requested_by_user_id" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_by_user_id" integer,
	"answered_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"channel" text NOT NULL,
	"outcome" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempted_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "reference_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"reference_index" integer NOT NULL,
	"reference_name" text NOT NULL,
	"reference_phone" text NOT NULL,
	"relationship" text NOT NULL,
	"outcome" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"called_at" timestamp with time zone DEFAULT now() NOT NULL,
	"called_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "messaging_campaign_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"application_id" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"failed_reason" text,
	"message_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"template_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"audience" jsonb NOT NULL,
	"variables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scheduled_at" timestamp with time zone,
	"rate_per_minute" integer DEFAULT 600 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "messaging_channel_agents" (
	"channel_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"capacity" integer DEFAULT 20 NOT NULL,
	"last_assigned_at" timestamp with time zone,
	CONSTRAINT "messaging_channel_agents_channel_id_user_id_pk" PRIMARY KEY("channel_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "messaging_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"phone_number" text NOT NULL,
	"settings" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messaging_channels_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "messaging_chats" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"unseen_msgs" integer DEFAULT 0 NOT NULL,
	"assigned_user_id" integer,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messaging_chats_contact_id_unique" UNIQUE("contact_id")
);
--> statement-breakpoint
CREATE TABLE "messaging_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"role" text DEFAULT 'Cliente' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"avatar" text,
	"status" text DEFAULT 'offline' NOT NULL,
	"application_id" integer,
	"last_inbound_at" timestamp with time zone,
	"opted_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messaging_contacts_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "messaging_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" integer NOT NULL,
	"direction" text NOT NULL,
	"sender_user_id" integer,
	"body" text NOT NULL,
	"template_id" integer,
	"status" text NOT NULL,
	"failed_reason" text,
	"provider_message_id" text,
	"historic" boolean DEFAULT false NOT NULL,
	"campaign_recipient_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	CONSTRAINT "messaging_messages_provider_message_id_unique" UNIQUE("provider_message_id")
);
--> statement-breakpoint
CREATE TABLE "messaging_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"category" text NOT NULL,
	"header_format" text DEFAULT 'none' NOT NULL,
	"header_text" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"examples" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"footer" text DEFAULT '' NOT NULL,
	"buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"rejected_reason" text,
	"provider_template_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uploaded_by_user_id" integer,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_message_attachments" (
	"email_id" integer NOT NULL,
	"attachment_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "email_message_attachments_email_id_attachment_id_pk" PRIMARY KEY("email_id","attachment_id")
);
--> statement-breakpoint
CREATE TABLE "email_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"folder" text NOT NULL,
	"message_id" text NOT NULL,
	"received" boolean NOT NULL,
	"thread_key" text NOT NULL,
	"from_email" text NOT NULL,
	"from_name" text NOT NULL,
	"to" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bcc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"has_remote_images" boolean DEFAULT false NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"is_starred" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_sync_state" (
	"account" text PRIMARY KEY NOT NULL,
	"uid_validity" text NOT NULL,
	"last_uid" integer DEFAULT 0 NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"customer" text NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"country_code" text NOT NULL,
	"order_count" integer NOT NULL,
	"total_spent_cents" integer NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"contact" text NOT NULL,
	CONSTRAINT "demo_customers_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "demo_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" integer NOT NULL,
	"customer" text NOT NULL,
	"email" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"payment" smallint NOT NULL,
	"status" text NOT NULL,
	"spent_cents" integer NOT NULL,
	"method" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"method_number" integer NOT NULL,
	CONSTRAINT "demo_orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "demo_referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"email" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"referred_id" integer NOT NULL,
	"status" text NOT NULL,
	"value_cents" integer NOT NULL,
	"earning_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"company_name" text NOT NULL,
	"product_image" text DEFAULT '' NOT NULL,
	"reviewer" text NOT NULL,
	"email" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"reviewed_on" date NOT NULL,
	"status" text NOT NULL,
	"rating" smallint NOT NULL,
	"head" text NOT NULL,
	"para" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"location" integer NOT NULL,
	"start_city" text NOT NULL,
	"start_country" text NOT NULL,
	"end_city" text NOT NULL,
	"end_country" text NOT NULL,
	"warnings" text NOT NULL,
	"progress" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_analytics_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"logo" text NOT NULL,
	"name" text NOT NULL,
	"project" text NOT NULL,
	"leader" text NOT NULL,
	"progress" smallint NOT NULL,
	"minutes" integer NOT NULL,
	"team" text[] NOT NULL,
	"extra_members" integer,
	CONSTRAINT "demo_analytics_projects_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "demo_faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_position" smallint NOT NULL,
	"faq_title" text NOT NULL,
	"faq_icon" text NOT NULL,
	"faq_subtitle" text NOT NULL,
	"position" smallint NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "demo_faqs_question_unique" UNIQUE("question")
);
--> statement-breakpoint
CREATE TABLE "demo_help_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"group_position" smallint NOT NULL,
	"group_title" text NOT NULL,
	"group_icon" text NOT NULL,
	"subtitle" text NOT NULL,
	"img" text NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"keep_learning" boolean DEFAULT false NOT NULL,
	"last_updated" date NOT NULL,
	"product_content" text NOT NULL,
	"checkout_content" text NOT NULL,
	"article_list" text[] NOT NULL,
	CONSTRAINT "demo_help_articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "demo_sales_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_name" text NOT NULL,
	"slug" text NOT NULL,
	"brand" text NOT NULL,
	"zone_name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"has_free_shipping" boolean NOT NULL,
	"rating" smallint NOT NULL,
	"description" text NOT NULL,
	"sold_on" date NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_avatar" text,
	"total_cents" integer NOT NULL,
	"received_payment_status" text NOT NULL,
	"paid_cents" integer NOT NULL,
	"payment_status" text NOT NULL,
	CONSTRAINT "demo_sales_records_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "demo_calendar_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"calendar" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"company_email" text NOT NULL,
	"address" text NOT NULL,
	"country" text NOT NULL,
	"contact" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"service" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity_hundredths" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"discount_basis_points" integer DEFAULT 0 NOT NULL,
	"amount_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 4987 CACHE 1),
	"client_id" integer NOT NULL,
	"issued_date" date NOT NULL,
	"due_date" date NOT NULL,
	"service" text NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"discount_cents" bigint NOT NULL,
	"tax_basis_points" integer NOT NULL,
	"tax_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"balance_cents" bigint NOT NULL,
	"sent_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "sla_paused_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "sla_paused_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_bureau_consents" ADD CONSTRAINT "credit_bureau_consents_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_bureau_consents" ADD CONSTRAINT "credit_bureau_consents_document_id_credit_application_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."credit_application_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_bureau_consents" ADD CONSTRAINT "credit_bureau_consents_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_bureau_pulls" ADD CONSTRAINT "credit_bureau_pulls_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_bureau_pulls" ADD CONSTRAINT "credit_bureau_pulls_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automated_checks" ADD CONSTRAINT "automated_checks_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automated_checks" ADD CONSTRAINT "automated_checks_overridden_by_user_id_users_id_fk" FOREIGN KEY ("overridden_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacklist_entries" ADD CONSTRAINT "blacklist_entries_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clarifications" ADD CONSTRAINT "clarifications_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clarifications" ADD CONSTRAINT "clarifications_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clarifications" ADD CONSTRAINT "clarifications_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD CONSTRAINT "contact_attempts_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD CONSTRAINT "contact_attempts_attempted_by_user_id_users_id_fk" FOREIGN KEY ("attempted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_calls" ADD CONSTRAINT "reference_calls_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_calls" ADD CONSTRAINT "reference_calls_called_by_user_id_users_id_fk" FOREIGN KEY ("called_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_campaign_recipients" ADD CONSTRAINT "messaging_campaign_recipients_campaign_id_messaging_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."messaging_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_campaign_recipients" ADD CONSTRAINT "messaging_campaign_recipients_contact_id_messaging_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."messaging_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_campaign_recipients" ADD CONSTRAINT "messaging_campaign_recipients_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_campaigns" ADD CONSTRAINT "messaging_campaigns_template_id_messaging_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."messaging_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_campaigns" ADD CONSTRAINT "messaging_campaigns_channel_id_messaging_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."messaging_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_campaigns" ADD CONSTRAINT "messaging_campaigns_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_channel_agents" ADD CONSTRAINT "messaging_channel_agents_channel_id_messaging_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."messaging_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_channel_agents" ADD CONSTRAINT "messaging_channel_agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_chats" ADD CONSTRAINT "messaging_chats_contact_id_messaging_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."messaging_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_chats" ADD CONSTRAINT "messaging_chats_channel_id_messaging_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."messaging_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_chats" ADD CONSTRAINT "messaging_chats_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_contacts" ADD CONSTRAINT "messaging_contacts_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_messages" ADD CONSTRAINT "messaging_messages_chat_id_messaging_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."messaging_chats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_messages" ADD CONSTRAINT "messaging_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_messages" ADD CONSTRAINT "messaging_messages_template_id_messaging_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."messaging_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_attachments" ADD CONSTRAINT "email_attachments_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_message_attachments" ADD CONSTRAINT "email_message_attachments_email_id_email_messages_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_message_attachments" ADD CONSTRAINT "email_message_attachments_attachment_id_email_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."email_attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_calendar_events" ADD CONSTRAINT "demo_calendar_events_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_invoice_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."invoice_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_bureau_pulls_application_idx" ON "credit_bureau_pulls" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "credit_bureau_pulls_queued_idx" ON "credit_bureau_pulls" USING btree ("application_id") WHERE "credit_bureau_pulls"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "blacklist_entries_created_idx" ON "blacklist_entries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "clarifications_app_idx" ON "clarifications" USING btree ("application_id","status");--> statement-breakpoint
CREATE INDEX "contact_attempts_app_idx" ON "contact_attempts" USING btree ("application_id","attempted_at");--> statement-breakpoint
CREATE INDEX "reference_calls_app_idx" ON "reference_calls" USING btree ("application_id","reference_index","called_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messaging_campaign_recipients_key" ON "messaging_campaign_recipients" USING btree ("campaign_id","contact_id");--> statement-breakpoint
CREATE INDEX "messaging_campaign_recipients_status_idx" ON "messaging_campaign_recipients" USING btree ("campaign_id","status","id");--> statement-breakpoint
CREATE INDEX "messaging_chats_last_idx" ON "messaging_chats" USING btree ("last_message_at");--> statement-breakpoint
CREATE INDEX "messaging_chats_assigned_idx" ON "messaging_chats" USING btree ("assigned_user_id");--> statement-breakpoint
CREATE INDEX "messaging_contacts_application_idx" ON "messaging_contacts" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "messaging_contacts_name_trgm_idx" ON "messaging_contacts" USING gin (lower("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "messaging_messages_chat_idx" ON "messaging_messages" USING btree ("chat_id","id");--> statement-breakpoint
CREATE INDEX "messaging_messages_created_idx" ON "messaging_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messaging_templates_name_language_key" ON "messaging_templates" USING btree ("name","language");--> statement-breakpoint
CREATE INDEX "email_message_attachments_attachment_idx" ON "email_message_attachments" USING btree ("attachment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_messages_owner_message_key" ON "email_messages" USING btree ("owner_user_id","message_id","received");--> statement-breakpoint
CREATE INDEX "email_messages_owner_view_idx" ON "email_messages" USING btree ("owner_user_id","folder","is_deleted","time");--> statement-breakpoint
CREATE INDEX "email_messages_owner_thread_idx" ON "email_messages" USING btree ("owner_user_id","thread_key");--> statement-breakpoint
CREATE INDEX "demo_orders_placed_at_idx" ON "demo_orders" USING btree ("placed_at");--> statement-breakpoint
CREATE INDEX "demo_calendar_events_owner_start_idx" ON "demo_calendar_events" USING btree ("owner_user_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_items_position_key" ON "invoice_items" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_issued_date_idx" ON "invoices" USING btree ("issued_date") WHERE "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_status_due_idx" ON "invoices" USING btree ("status","due_date") WHERE "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_chain_seq_idx" ON "audit_events" USING btree ("chain_seq");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_user_id","chain_seq");--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at");