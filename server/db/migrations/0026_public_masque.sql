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
ALTER TABLE "autopay_debits" ADD CONSTRAINT "autopay_debits_enrollment_id_autopay_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."autopay_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_debits" ADD CONSTRAINT "autopay_debits_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_debits" ADD CONSTRAINT "autopay_debits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_notices" ADD CONSTRAINT "autopay_notices_enrollment_id_autopay_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."autopay_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_passes" ADD CONSTRAINT "autopay_passes_enrollment_id_autopay_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."autopay_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "autopay_debits_outcome_idx" ON "autopay_debits" USING btree ("outcome");