CREATE TABLE "loan_conversions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"original_loan_number" text NOT NULL,
	"type" text NOT NULL,
	"refinance_option_id" integer,
	"amount_cents" integer NOT NULL,
	"offer_id" text NOT NULL,
	"status" text DEFAULT 'CUSTOMIZE' NOT NULL,
	"terms" text,
	"signature_name" text,
	"signed_at" timestamp with time zone,
	"agreement_pdf" "bytea",
	"new_loan_number" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_conversions" ADD CONSTRAINT "loan_conversions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_conversions_customer_idx" ON "loan_conversions" USING btree ("customer_id");