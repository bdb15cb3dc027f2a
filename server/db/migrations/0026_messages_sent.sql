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
ALTER TABLE "messages_sent" ADD CONSTRAINT "messages_sent_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_passes" ADD CONSTRAINT "reminder_passes_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_sent_held_idx" ON "messages_sent" USING btree ("status","send_after");