CREATE TABLE "stake_fee_pools" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"fee_index" numeric(78, 0) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stakes" ADD COLUMN "fee_index_paid" numeric(78, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stake_fee_pools" ADD CONSTRAINT "stake_fee_pools_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Pools staked before the fee index (decision 047) start at index 0 with every position paid to 0.
INSERT INTO "stake_fee_pools" ("agent_id") SELECT DISTINCT "agent_id" FROM "stakes" ON CONFLICT DO NOTHING;
