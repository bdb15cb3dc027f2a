ALTER TABLE "application_documents" DROP CONSTRAINT "application_documents_one_owner";--> statement-breakpoint
ALTER TABLE "application_documents" ADD COLUMN "loan_id" uuid;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_documents_loan_idx" ON "application_documents" USING btree ("loan_id");--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_one_owner" CHECK (num_nonnulls("application_documents"."application_id", "application_documents"."conversion_id", "application_documents"."loan_id") = 1);