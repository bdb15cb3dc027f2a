CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" text NOT NULL,
	"application_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"name" text,
	"official_name" text,
	"mask" text,
	"type" text,
	"subtype" text,
	"available_cents" integer,
	"current_cents" integer,
	"routing_sealed" text,
	"account_sealed" text,
	"open_date" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_items" (
	"item_id" text PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"institution_id" text NOT NULL,
	"institution_name" text NOT NULL,
	"access_token_sealed" text,
	"access_token_digest" text,
	"sandbox_user" text,
	"login_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_tokens" (
	"digest" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"application_id" uuid NOT NULL,
	"item_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"request_code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decisions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_item_id_bank_items_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."bank_items"("item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_items" ADD CONSTRAINT "bank_items_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_tokens" ADD CONSTRAINT "bank_tokens_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_verifications" ADD CONSTRAINT "bank_verifications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_application_idx" ON "bank_accounts" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "bank_items_application_idx" ON "bank_items" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "bank_tokens_application_idx" ON "bank_tokens" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "bank_verifications_application_idx" ON "bank_verifications" USING btree ("application_id");