CREATE TABLE "x402_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day_contract_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"calls" integer NOT NULL,
	"gross_micros" bigint NOT NULL,
	"fee_micros" bigint NOT NULL,
	"net_micros" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "x402_payouts_day_contract_seq_uq" UNIQUE("day_contract_id","seq"),
	CONSTRAINT "x402_payouts_seq_ck" CHECK ("x402_payouts"."seq" > 0),
	CONSTRAINT "x402_payouts_calls_ck" CHECK ("x402_payouts"."calls" > 0),
	CONSTRAINT "x402_payouts_split_ck" CHECK ("x402_payouts"."fee_micros" >= 0 and "x402_payouts"."net_micros" >= 0 and "x402_payouts"."gross_micros" = "x402_payouts"."fee_micros" + "x402_payouts"."net_micros")
);
--> statement-breakpoint
ALTER TABLE "x402_settlements" ADD COLUMN "payout_id" uuid;--> statement-breakpoint
ALTER TABLE "x402_payouts" ADD CONSTRAINT "x402_payouts_day_contract_id_x402_day_contracts_id_fk" FOREIGN KEY ("day_contract_id") REFERENCES "public"."x402_day_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "x402_settlements" ADD CONSTRAINT "x402_settlements_payout_id_x402_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."x402_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "x402_settlements_day_contract_idx" ON "x402_settlements" USING btree ("day_contract_id");--> statement-breakpoint
CREATE INDEX "x402_settlements_unpaid_idx" ON "x402_settlements" USING btree ("day_contract_id","settled_at") WHERE "x402_settlements"."payout_id" is null;