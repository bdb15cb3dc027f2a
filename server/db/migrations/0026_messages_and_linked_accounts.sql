CREATE TABLE "payment_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"institution_name" text NOT NULL,
	"account_name" text,
	"mask" text NOT NULL,
	"routing_sealed" text NOT NULL,
	"account_sealed" text NOT NULL,
	"added_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_accounts_provider_account_uq" UNIQUE("customer_id","provider_account_id")
);
--> statement-breakpoint
CREATE TABLE "messages_sent" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"brand" text NOT NULL,
	"facts" jsonb NOT NULL,
	"send_after" timestamp with time zone,
	"sent_to" text,
	"language" text,
	"decided_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_sent_once_uq" UNIQUE("customer_id","kind","subject","channel")
);
--> statement-breakpoint
CREATE TABLE "reminder_passes" (
	"loan_id" uuid NOT NULL,
	"day" text NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reminder_passes_loan_id_day_pk" PRIMARY KEY("loan_id","day")
);
--> statement-breakpoint
ALTER TABLE "bank_items" ALTER COLUMN "application_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_tokens" ALTER COLUMN "application_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_items" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_tokens" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payment_account_id" uuid;--> statement-breakpoint
ALTER TABLE "autopay_authorizations" ADD COLUMN "payment_account_id" uuid;--> statement-breakpoint
ALTER TABLE "autopay_enrollments" ADD COLUMN "payment_account_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_item_id_bank_items_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."bank_items"("item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages_sent" ADD CONSTRAINT "messages_sent_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_passes" ADD CONSTRAINT "reminder_passes_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_accounts_customer_idx" ON "payment_accounts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "messages_sent_held_idx" ON "messages_sent" USING btree ("status","send_after");--> statement-breakpoint
ALTER TABLE "bank_items" ADD CONSTRAINT "bank_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_tokens" ADD CONSTRAINT "bank_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_account_id_payment_accounts_id_fk" FOREIGN KEY ("payment_account_id") REFERENCES "public"."payment_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_authorizations" ADD CONSTRAINT "autopay_authorizations_payment_account_id_payment_accounts_id_fk" FOREIGN KEY ("payment_account_id") REFERENCES "public"."payment_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_enrollments" ADD CONSTRAINT "autopay_enrollments_payment_account_id_payment_accounts_id_fk" FOREIGN KEY ("payment_account_id") REFERENCES "public"."payment_accounts"("id") ON DELETE set null ON UPDATE no action;