ALTER TABLE "payments" ADD COLUMN "return_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "posted_on" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "interest_cents" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "principal_cents" integer;--> statement-breakpoint
UPDATE "payments" SET "posted_on" = to_char("processed_at" AT TIME ZONE 'America/New_York', 'YYYY-MM-DD') WHERE "status" = 'POSTED' AND "processed_at" IS NOT NULL;
