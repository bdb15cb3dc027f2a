CREATE TABLE "payoff_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"good_through" text NOT NULL,
	"issued_on" text NOT NULL,
	"payoff_cents" integer NOT NULL,
	"principal_cents" integer NOT NULL,
	"interest_cents" integer NOT NULL,
	"per_diem_mills" integer,
	"pending_cents" integer NOT NULL,
	"lang" text NOT NULL,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payoff_letters_document_id_unique" UNIQUE("document_id")
);
--> statement-breakpoint
CREATE TABLE "autopay_authorizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"text" text NOT NULL,
	"text_version" text NOT NULL,
	"lang" text NOT NULL,
	"amount_rule" text NOT NULL,
	"range_min_cents" integer NOT NULL,
	"range_max_cents" integer NOT NULL,
	"method" text NOT NULL,
	"method_last4" text NOT NULL,
	"agreed_at" timestamp with time zone NOT NULL,
	"agreed_by" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "autopay_enrollments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"authorization_id" uuid NOT NULL,
	"method" text NOT NULL,
	"method_last4" text NOT NULL,
	"status" text DEFAULT 'ON' NOT NULL,
	"turned_on_at" timestamp with time zone NOT NULL,
	"turned_on_by" text NOT NULL,
	"turned_off_at" timestamp with time zone,
	"turned_off_by" text,
	"ended_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "autopay_skips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"due_date" text NOT NULL,
	"skipped_at" timestamp with time zone NOT NULL,
	"skipped_by" text NOT NULL,
	CONSTRAINT "autopay_skips_due_date_uq" UNIQUE("enrollment_id","due_date")
);
--> statement-breakpoint
CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"customer_id" uuid NOT NULL,
	"consent" text NOT NULL,
	"action" text NOT NULL,
	"wording" text NOT NULL,
	"language" text NOT NULL,
	"phone" text,
	"at" timestamp with time zone NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_choices" (
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "message_choices_customer_id_kind_channel_pk" PRIMARY KEY("customer_id","kind","channel")
);
--> statement-breakpoint
CREATE TABLE "message_languages" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_email" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"method_last4" text,
	"runs_on" text NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"skip_reason" text,
	"authorization_text" text NOT NULL,
	"request_key" text NOT NULL,
	"requested_by" text NOT NULL,
	"requested_as" text NOT NULL,
	"changed_by" text,
	"changed_at" timestamp with time zone,
	"cancelled_by" text,
	"cancelled_at" timestamp with time zone,
	"ran_at" timestamp with time zone,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_payments_request_key_unique" UNIQUE("request_key")
);
--> statement-breakpoint
CREATE TABLE "autopay_debits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"loan_id" uuid NOT NULL,
	"due_date" text NOT NULL,
	"run_date" text NOT NULL,
	"attempt" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"payment_id" uuid,
	"outcome" text NOT NULL,
	"reason" text,
	"retry_on" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "autopay_debits_attempt_uq" UNIQUE("enrollment_id","due_date","attempt")
);
--> statement-breakpoint
CREATE TABLE "autopay_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"run_date" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"because" text[] DEFAULT '{}' NOT NULL,
	"channel" text NOT NULL,
	"sent_on" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "autopay_notices_once_uq" UNIQUE("enrollment_id","kind","run_date")
);
--> statement-breakpoint
CREATE TABLE "autopay_passes" (
	"enrollment_id" uuid NOT NULL,
	"day" text NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	CONSTRAINT "autopay_passes_enrollment_id_day_pk" PRIMARY KEY("enrollment_id","day")
);
--> statement-breakpoint
ALTER TABLE "payoff_letters" ADD CONSTRAINT "payoff_letters_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payoff_letters" ADD CONSTRAINT "payoff_letters_document_id_application_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."application_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_authorizations" ADD CONSTRAINT "autopay_authorizations_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_authorizations" ADD CONSTRAINT "autopay_authorizations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_authorizations" ADD CONSTRAINT "autopay_authorizations_document_id_application_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."application_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_enrollments" ADD CONSTRAINT "autopay_enrollments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_enrollments" ADD CONSTRAINT "autopay_enrollments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_enrollments" ADD CONSTRAINT "autopay_enrollments_authorization_id_autopay_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."autopay_authorizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_skips" ADD CONSTRAINT "autopay_skips_enrollment_id_autopay_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."autopay_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_choices" ADD CONSTRAINT "message_choices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_languages" ADD CONSTRAINT "message_languages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_payments" ADD CONSTRAINT "scheduled_payments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_payments" ADD CONSTRAINT "scheduled_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_payments" ADD CONSTRAINT "scheduled_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_debits" ADD CONSTRAINT "autopay_debits_enrollment_id_autopay_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."autopay_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_debits" ADD CONSTRAINT "autopay_debits_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_debits" ADD CONSTRAINT "autopay_debits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_notices" ADD CONSTRAINT "autopay_notices_enrollment_id_autopay_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."autopay_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_passes" ADD CONSTRAINT "autopay_passes_enrollment_id_autopay_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."autopay_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payoff_letters_loan_idx" ON "payoff_letters" USING btree ("loan_id","good_through");--> statement-breakpoint
CREATE INDEX "autopay_authorizations_loan_idx" ON "autopay_authorizations" USING btree ("loan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "autopay_enrollments_one_current" ON "autopay_enrollments" USING btree ("loan_id") WHERE "autopay_enrollments"."status" in ('ON', 'STOPPED');--> statement-breakpoint
CREATE INDEX "autopay_enrollments_status_idx" ON "autopay_enrollments" USING btree ("status");--> statement-breakpoint
CREATE INDEX "consent_records_customer_idx" ON "consent_records" USING btree ("customer_id","consent","seq");--> statement-breakpoint
CREATE INDEX "scheduled_payments_loan_idx" ON "scheduled_payments" USING btree ("loan_id","runs_on");--> statement-breakpoint
CREATE INDEX "scheduled_payments_due_idx" ON "scheduled_payments" USING btree ("status","runs_on");--> statement-breakpoint
CREATE INDEX "autopay_debits_outcome_idx" ON "autopay_debits" USING btree ("outcome");