CREATE TABLE "x402_authorizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payer_id" uuid NOT NULL,
	"api_key_id" uuid,
	"pay_to_agent_id" uuid NOT NULL,
	"amount_micros" bigint NOT NULL,
	"network" text NOT NULL,
	"resource" text NOT NULL,
	"valid_after" timestamp with time zone NOT NULL,
	"valid_before" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "x402_authorizations_amount_ck" CHECK ("x402_authorizations"."amount_micros" > 0),
	CONSTRAINT "x402_authorizations_window_ck" CHECK ("x402_authorizations"."valid_before" > "x402_authorizations"."valid_after")
);
--> statement-breakpoint
CREATE TABLE "x402_day_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payer_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"day" date NOT NULL,
	"is_self_call" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "x402_day_contracts_pair_day_uq" UNIQUE("payer_id","agent_id","day")
);
--> statement-breakpoint
CREATE TABLE "x402_settlements" (
	"authorization_id" uuid PRIMARY KEY NOT NULL,
	"day_contract_id" uuid NOT NULL,
	"transfer_id" bigint NOT NULL,
	"is_self_call" boolean NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "x402_authorizations" ADD CONSTRAINT "x402_authorizations_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "x402_authorizations" ADD CONSTRAINT "x402_authorizations_pay_to_agent_id_agents_id_fk" FOREIGN KEY ("pay_to_agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "x402_day_contracts" ADD CONSTRAINT "x402_day_contracts_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "x402_day_contracts" ADD CONSTRAINT "x402_day_contracts_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "x402_day_contracts" ADD CONSTRAINT "x402_day_contracts_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "x402_settlements" ADD CONSTRAINT "x402_settlements_authorization_id_x402_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."x402_authorizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "x402_settlements" ADD CONSTRAINT "x402_settlements_day_contract_id_x402_day_contracts_id_fk" FOREIGN KEY ("day_contract_id") REFERENCES "public"."x402_day_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "x402_authorizations_payer_idx" ON "x402_authorizations" USING btree ("payer_id","created_at");--> statement-breakpoint
CREATE INDEX "x402_day_contracts_agent_idx" ON "x402_day_contracts" USING btree ("agent_id","day");