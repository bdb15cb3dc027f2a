ALTER TABLE "application_documents" ALTER COLUMN "application_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "application_documents" ADD COLUMN "conversion_id" uuid;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_conversion_id_loan_conversions_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."loan_conversions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_documents_conversion_idx" ON "application_documents" USING btree ("conversion_id");--> statement-breakpoint
-- Signed conversion agreements move from loan_conversions.agreement_pdf into application_documents (one documents
-- table, served by GET /documents/:id and listed with the account's signed documents).
INSERT INTO "application_documents" ("conversion_id", "category", "kind", "lang", "file_name", "content_type", "byte_size", "sha256", "bytes", "signed_at", "created_at")
SELECT "id", 'LOAN_AGREEMENT', "type", 'en', 'loan-agreement-' || coalesce("new_loan_number", "id"::text) || '.pdf', 'application/pdf', length("agreement_pdf"), encode(sha256("agreement_pdf"), 'hex'), "agreement_pdf", coalesce("signed_at", "created_at"), coalesce("confirmed_at", "created_at")
FROM "loan_conversions" WHERE "agreement_pdf" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_conversions" DROP COLUMN "agreement_pdf";--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_one_owner" CHECK (num_nonnulls("application_documents"."application_id", "application_documents"."conversion_id") = 1);