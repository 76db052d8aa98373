CREATE TABLE "mandates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"api_key_id" uuid NOT NULL,
	"per_job_max_micros" bigint NOT NULL,
	"per_day_max_micros" bigint NOT NULL,
	"total_max_micros" bigint,
	"categories" text[],
	"pricing_models" text[],
	"min_reputation_hundredths" integer,
	"min_verification_level" smallint,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mandates_api_key_uq" UNIQUE("api_key_id"),
	CONSTRAINT "mandates_limits_ck" CHECK ("mandates"."per_job_max_micros" > 0 and "mandates"."per_day_max_micros" > 0),
	CONSTRAINT "mandates_total_ck" CHECK ("mandates"."total_max_micros" is null or "mandates"."total_max_micros" > 0),
	CONSTRAINT "mandates_reputation_ck" CHECK ("mandates"."min_reputation_hundredths" is null or "mandates"."min_reputation_hundredths" between 0 and 99999),
	CONSTRAINT "mandates_verification_ck" CHECK ("mandates"."min_verification_level" is null or "mandates"."min_verification_level" between 0 and 4)
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "mandate_id" uuid;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mandates_owner_idx" ON "mandates" USING btree ("owner_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_mandate_id_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."mandates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_transfers_mandate_idx" ON "ledger_transfers" USING btree ("mandate_id","created_at") WHERE "ledger_transfers"."mandate_id" is not null;--> statement-breakpoint
-- ledger_post (migration 0007) gains the mandate each leg moves under, written into the transfer
-- row by the same INSERT: a mandate's spend is derived from these rows, and an append-only ledger
-- is never updated afterwards. Everything else is unchanged: accounts locked in ascending id
-- order, legs applied in order, AG001 on an overdraft and nothing written.
DROP FUNCTION "ledger_post"(uuid[], uuid[], bigint[], text[], text[], text[]);--> statement-breakpoint
CREATE FUNCTION "ledger_post"(p_debit uuid[], p_credit uuid[], p_amount bigint[], p_code text[], p_reference text[], p_key text[], p_mandate uuid[])
RETURNS TABLE (transfer_id bigint, debit_balance_after bigint, credit_balance_after bigint)
LANGUAGE plpgsql AS $$
DECLARE
  i int;
  locked int;
  d_kind text;
  d_balance bigint;
  c_balance bigint;
BEGIN
  SELECT count(*) INTO locked FROM (
    SELECT a.id FROM ledger_accounts a WHERE a.id = ANY (p_debit || p_credit) ORDER BY a.id FOR UPDATE
  ) l;
  IF locked <> (SELECT count(DISTINCT x) FROM unnest(p_debit || p_credit) x) THEN
    RAISE EXCEPTION 'ledger_post: unknown account';
  END IF;
  FOR i IN 1 .. coalesce(array_length(p_amount, 1), 0) LOOP
    IF p_amount[i] <= 0 OR p_debit[i] = p_credit[i] THEN
      RAISE EXCEPTION 'ledger_post: leg % has a non-positive amount or one account on both sides', i;
    END IF;
    -- Checked before the update: the table's CHECK would also refuse it, but with no useful answer.
    SELECT kind, credits_posted - debits_posted INTO d_kind, d_balance FROM ledger_accounts WHERE id = p_debit[i];
    IF d_kind <> 'funding' AND d_balance < p_amount[i] THEN
      RAISE EXCEPTION USING ERRCODE = 'AG001', MESSAGE = 'insufficient_funds',
        DETAIL = d_kind || ':' || (p_amount[i] - d_balance)::text;
    END IF;
    UPDATE ledger_accounts SET debits_posted = debits_posted + p_amount[i] WHERE id = p_debit[i]
      RETURNING credits_posted - debits_posted INTO d_balance;
    UPDATE ledger_accounts SET credits_posted = credits_posted + p_amount[i] WHERE id = p_credit[i]
      RETURNING credits_posted - debits_posted INTO c_balance;
    INSERT INTO ledger_transfers (debit_account_id, credit_account_id, amount_micros, code, reference, transfer_key,
        debit_balance_after, credit_balance_after, mandate_id)
      VALUES (p_debit[i], p_credit[i], p_amount[i], p_code[i], p_reference[i], p_key[i], d_balance, c_balance, p_mandate[i])
      RETURNING id INTO transfer_id;
    debit_balance_after := d_balance;
    credit_balance_after := c_balance;
    RETURN NEXT;
  END LOOP;
END $$;
