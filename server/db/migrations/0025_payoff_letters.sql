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
ALTER TABLE "payoff_letters" ADD CONSTRAINT "payoff_letters_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payoff_letters" ADD CONSTRAINT "payoff_letters_document_id_application_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."application_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payoff_letters_loan_idx" ON "payoff_letters" USING btree ("loan_id","good_through");