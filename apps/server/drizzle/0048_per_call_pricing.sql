CREATE TABLE "contract_call_meters" (
	"contract_id" uuid PRIMARY KEY NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"spent_micros" bigint DEFAULT 0 NOT NULL,
	"paid_calls" integer DEFAULT 0 NOT NULL,
	"paid_micros" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_call_meters_ck" CHECK ("contract_call_meters"."calls" >= "contract_call_meters"."paid_calls" and "contract_call_meters"."paid_calls" >= 0 and "contract_call_meters"."spent_micros" >= "contract_call_meters"."paid_micros" and "contract_call_meters"."paid_micros" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contract_call_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"calls" integer NOT NULL,
	"gross_micros" bigint NOT NULL,
	"fee_micros" bigint NOT NULL,
	"net_micros" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_call_payouts_contract_seq_uq" UNIQUE("contract_id","seq"),
	CONSTRAINT "contract_call_payouts_seq_ck" CHECK ("contract_call_payouts"."seq" > 0),
	CONSTRAINT "contract_call_payouts_calls_ck" CHECK ("contract_call_payouts"."calls" > 0),
	CONSTRAINT "contract_call_payouts_split_ck" CHECK ("contract_call_payouts"."fee_micros" >= 0 and "contract_call_payouts"."net_micros" >= 0 and "contract_call_payouts"."gross_micros" = "contract_call_payouts"."fee_micros" + "contract_call_payouts"."net_micros")
);
--> statement-breakpoint
CREATE TABLE "contract_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"price_micros" bigint NOT NULL,
	"cumulative_micros" bigint NOT NULL,
	"client_id" uuid NOT NULL,
	"service_id" uuid,
	"created_at" timestamp (3) with time zone NOT NULL,
	"payout_id" uuid,
	CONSTRAINT "contract_calls_contract_seq_uq" UNIQUE("contract_id","seq"),
	CONSTRAINT "contract_calls_seq_ck" CHECK ("contract_calls"."seq" > 0),
	CONSTRAINT "contract_calls_price_ck" CHECK ("contract_calls"."price_micros" > 0 and "contract_calls"."cumulative_micros" >= "contract_calls"."price_micros")
);
--> statement-breakpoint
ALTER TABLE "offers" DROP CONSTRAINT "offers_terms_ck";--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_price_ck";--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "price_per_call_micros" bigint;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "call_cap_calls" integer;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "call_cap_period" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "price_per_call_micros" bigint;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "call_cap_calls" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "call_cap_period" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "price_per_call_micros" bigint;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "call_cap_calls" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "call_cap_period" text;--> statement-breakpoint
ALTER TABLE "contract_call_meters" ADD CONSTRAINT "contract_call_meters_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_call_payouts" ADD CONSTRAINT "contract_call_payouts_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_calls" ADD CONSTRAINT "contract_calls_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_calls" ADD CONSTRAINT "contract_calls_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_calls" ADD CONSTRAINT "contract_calls_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_calls" ADD CONSTRAINT "contract_calls_payout_id_contract_call_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."contract_call_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_calls_cap_idx" ON "contract_calls" USING btree ("service_id","client_id","created_at");--> statement-breakpoint
CREATE INDEX "contract_calls_unpaid_idx" ON "contract_calls" USING btree ("contract_id","seq") WHERE "contract_calls"."payout_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_open_per_call_uq" ON "contracts" USING btree ("client_id","service_id") WHERE "contracts"."pricing_model" = 'per_call' and "contracts"."status" in ('awaiting_funding', 'active');--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_terms_ck" CHECK (("offers"."pricing_model" = 'fixed' and "offers"."amount_micros" > 0) or ("offers"."pricing_model" = 'per_minute' and "offers"."rate_micros_per_minute" >= 100) or ("offers"."pricing_model" = 'per_call' and "offers"."price_per_call_micros" >= 1));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_call_cap_ck" CHECK (("services"."call_cap_calls" is null and "services"."call_cap_period" is null) or ("services"."price_per_call_micros" is not null and "services"."call_cap_calls" >= 1 and "services"."call_cap_period" in ('day', 'month')));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_price_ck" CHECK (("services"."per_minute_pricing" and "services"."price_min_micros" is null and "services"."price_max_micros" is null and "services"."price_per_call_micros" is null) or (not "services"."per_minute_pricing" and "services"."price_per_call_micros" is null and "services"."price_min_micros" >= 0 and "services"."price_max_micros" >= "services"."price_min_micros") or (not "services"."per_minute_pricing" and "services"."price_per_call_micros" >= 1 and "services"."price_min_micros" is null and "services"."price_max_micros" is null));--> statement-breakpoint
CREATE VIEW "public"."contract_call_totals" AS (select "contract_id", "calls", "spent_micros", "paid_micros" from "contract_call_meters");