-- The platform's fees and funding accounts become shard rows (decision 078): payouts of different
-- contracts credited one fees row and queued on its lock. Existing rows become shard 0; only the
-- platform's accounts may have another shard.
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_kind_uq";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_kind_shard_uq" UNIQUE("owner_type","owner_id","kind","shard");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shard_ck" CHECK ("ledger_accounts"."shard" >= 0 and "ledger_accounts"."shard" < 256 and ("ledger_accounts"."shard" = 0 or "ledger_accounts"."owner_type" = 'platform'));