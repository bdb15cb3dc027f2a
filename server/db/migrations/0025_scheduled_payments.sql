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
ALTER TABLE "scheduled_payments" ADD CONSTRAINT "scheduled_payments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_payments" ADD CONSTRAINT "scheduled_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_payments" ADD CONSTRAINT "scheduled_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_payments_loan_idx" ON "scheduled_payments" USING btree ("loan_id","runs_on");--> statement-breakpoint
CREATE INDEX "scheduled_payments_due_idx" ON "scheduled_payments" USING btree ("status","runs_on");