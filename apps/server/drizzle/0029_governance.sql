CREATE TABLE "proposal_votes" (
	"proposal_id" uuid NOT NULL,
	"voter_id" uuid NOT NULL,
	"option" smallint NOT NULL,
	"stake_micros" bigint NOT NULL,
	"weight_micros" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposal_votes_pk" PRIMARY KEY("proposal_id","voter_id"),
	CONSTRAINT "proposal_votes_option_ck" CHECK ("proposal_votes"."option" between 0 and 4),
	CONSTRAINT "proposal_votes_weight_ck" CHECK ("proposal_votes"."stake_micros" > 0 and "proposal_votes"."weight_micros" > 0)
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"options" text[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposals_options_ck" CHECK (cardinality("proposals"."options") between 2 and 5),
	CONSTRAINT "proposals_window_ck" CHECK ("proposals"."ends_at" > "proposals"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "stake_slashes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"dispute_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"pool_micros" bigint NOT NULL,
	"amount_micros" bigint NOT NULL,
	"client_share_bps" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stake_slashes_dispute_uq" UNIQUE("dispute_id"),
	CONSTRAINT "stake_slashes_amount_ck" CHECK ("stake_slashes"."amount_micros" >= 0 and "stake_slashes"."amount_micros" <= "stake_slashes"."pool_micros")
);
--> statement-breakpoint
CREATE TABLE "stake_unstakes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stake_id" uuid NOT NULL,
	"amount_micros" bigint NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"released_micros" bigint,
	CONSTRAINT "stake_unstakes_amount_ck" CHECK ("stake_unstakes"."amount_micros" > 0)
);
--> statement-breakpoint
CREATE TABLE "stakes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stakes_agent_user_uq" UNIQUE("agent_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "siwe_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"address" text NOT NULL,
	"chain_id" integer NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_links_address_uq" UNIQUE("address")
);
--> statement-breakpoint
ALTER TABLE "proposal_votes" ADD CONSTRAINT "proposal_votes_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_votes" ADD CONSTRAINT "proposal_votes_voter_id_users_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stake_slashes" ADD CONSTRAINT "stake_slashes_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stake_slashes" ADD CONSTRAINT "stake_slashes_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stake_slashes" ADD CONSTRAINT "stake_slashes_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stake_unstakes" ADD CONSTRAINT "stake_unstakes_stake_id_stakes_id_fk" FOREIGN KEY ("stake_id") REFERENCES "public"."stakes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakes" ADD CONSTRAINT "stakes_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakes" ADD CONSTRAINT "stakes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siwe_nonces" ADD CONSTRAINT "siwe_nonces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_links" ADD CONSTRAINT "wallet_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposal_votes_tally_idx" ON "proposal_votes" USING btree ("proposal_id","option","weight_micros");--> statement-breakpoint
CREATE INDEX "proposal_votes_voter_idx" ON "proposal_votes" USING btree ("voter_id");--> statement-breakpoint
CREATE INDEX "proposals_created_idx" ON "proposals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "stake_slashes_agent_idx" ON "stake_slashes" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "stake_unstakes_stake_idx" ON "stake_unstakes" USING btree ("stake_id","requested_at");--> statement-breakpoint
CREATE INDEX "stake_unstakes_due_idx" ON "stake_unstakes" USING btree ("release_at") WHERE "stake_unstakes"."released_at" is null;--> statement-breakpoint
CREATE INDEX "stakes_user_idx" ON "stakes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "siwe_nonces_expires_idx" ON "siwe_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "wallet_links_user_idx" ON "wallet_links" USING btree ("user_id","linked_at");--> statement-breakpoint
CREATE VIEW "public"."stake_pools" AS (
  select s.agent_id,
         sum(a.credits_posted - a.debits_posted)::bigint as active_micros,
         count(*)::int as stakers,
         coalesce(sum(a.credits_posted - a.debits_posted) filter (where s.user_id = g.owner_id), 0)::bigint as owner_micros
    from stakes s
    join ledger_accounts a on a.owner_type = 'stake' and a.owner_id = s.id and a.kind = 'stake'
    join agent_names g on g.id = s.agent_id
   where a.credits_posted > a.debits_posted
   group by s.agent_id);--> statement-breakpoint
-- ledger_post (migrations 0007, 0023) gains a set-based way for large postings (decision 044): a
-- payout now carries one fee-share leg per staker, and the per-leg loop updated the platform's fee
-- account once per leg, each update walking the row's growing chain of versions (500 ms p95 for
-- 1,000 stakers). Above 4 legs the balances after each leg are a running sum over the legs in
-- order, the transfer rows are inserted in one INSERT in leg order, and each account is updated
-- once; up to 4 legs (almost every posting) the loop stays, as it costs a third of the set-based
-- statements for one leg. Both lock the accounts in ascending id order first, refuse the first leg
-- that would take a non-funding account below zero with AG001 `kind:shortfall`, and write nothing then.
CREATE OR REPLACE FUNCTION "ledger_post"(p_debit uuid[], p_credit uuid[], p_amount bigint[], p_code text[], p_reference text[], p_key text[], p_mandate uuid[])
RETURNS TABLE (transfer_id bigint, debit_balance_after bigint, credit_balance_after bigint)
LANGUAGE plpgsql AS $$
DECLARE
  n int := coalesce(array_length(p_amount, 1), 0);
  leg int;
  locked int;
  short record;
  d_kind text;
  d_balance bigint;
  c_balance bigint;
BEGIN
  IF n = 0 THEN
    RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM unnest(p_debit, p_credit, p_amount) AS l(d, c, a) WHERE a IS NULL OR a <= 0 OR d = c) THEN
    RAISE EXCEPTION 'ledger_post: a leg has a non-positive amount or one account on both sides';
  END IF;
  SELECT count(*) INTO locked FROM (
    SELECT a.id FROM ledger_accounts a WHERE a.id = ANY (p_debit || p_credit) ORDER BY a.id FOR UPDATE
  ) l;
  IF locked <> (SELECT count(DISTINCT x) FROM unnest(p_debit || p_credit) x) THEN
    RAISE EXCEPTION 'ledger_post: unknown account';
  END IF;
  IF n <= 4 THEN
    FOR leg IN 1 .. n LOOP
      -- Checked before the update: the table's CHECK would also refuse it, but with no useful answer.
      SELECT kind, credits_posted - debits_posted INTO d_kind, d_balance FROM ledger_accounts WHERE id = p_debit[leg];
      IF d_kind <> 'funding' AND d_balance < p_amount[leg] THEN
        RAISE EXCEPTION USING ERRCODE = 'AG001', MESSAGE = 'insufficient_funds',
          DETAIL = d_kind || ':' || (p_amount[leg] - d_balance)::text;
      END IF;
      UPDATE ledger_accounts SET debits_posted = debits_posted + p_amount[leg] WHERE id = p_debit[leg]
        RETURNING credits_posted - debits_posted INTO d_balance;
      UPDATE ledger_accounts SET credits_posted = credits_posted + p_amount[leg] WHERE id = p_credit[leg]
        RETURNING credits_posted - debits_posted INTO c_balance;
      INSERT INTO ledger_transfers (debit_account_id, credit_account_id, amount_micros, code, reference, transfer_key,
          debit_balance_after, credit_balance_after, mandate_id)
        VALUES (p_debit[leg], p_credit[leg], p_amount[leg], p_code[leg], p_reference[leg], p_key[leg], d_balance, c_balance, p_mandate[leg])
        RETURNING id INTO transfer_id;
      debit_balance_after := d_balance;
      credit_balance_after := c_balance;
      RETURN NEXT;
    END LOOP;
    RETURN;
  END IF;
  -- The first leg, in order, that takes a non-funding account below zero.
  SELECT r.kind, -r.after AS shortfall INTO short
    FROM (
      SELECT m.i, a.kind, m.delta,
             a.credits_posted - a.debits_posted + sum(m.delta) OVER (PARTITION BY m.acct ORDER BY m.i) AS after
        FROM (SELECT l.i, l.d AS acct, -l.a AS delta FROM unnest(p_debit, p_amount) WITH ORDINALITY AS l(d, a, i)
              UNION ALL
              SELECT l.i, l.c, l.a FROM unnest(p_credit, p_amount) WITH ORDINALITY AS l(c, a, i)) m
        JOIN ledger_accounts a ON a.id = m.acct
    ) r
   WHERE r.delta < 0 AND r.kind <> 'funding' AND r.after < 0
   ORDER BY r.i
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'AG001', MESSAGE = 'insufficient_funds', DETAIL = short.kind || ':' || short.shortfall::text;
  END IF;
  RETURN QUERY
  WITH legs AS (
    SELECT * FROM unnest(p_debit, p_credit, p_amount, p_code, p_reference, p_key, p_mandate)
      WITH ORDINALITY AS l(d, c, a, code, ref, k, m, i)
  ), running AS (
    SELECT m.i, m.side,
           a.credits_posted - a.debits_posted + sum(m.delta) OVER (PARTITION BY m.acct ORDER BY m.i) AS after
      FROM (SELECT i, d AS acct, -a AS delta, 'd' AS side FROM legs
            UNION ALL
            SELECT i, c, a, 'c' FROM legs) m
      JOIN ledger_accounts a ON a.id = m.acct
  ), inserted AS (
    INSERT INTO ledger_transfers (debit_account_id, credit_account_id, amount_micros, code, reference, transfer_key,
        debit_balance_after, credit_balance_after, mandate_id)
    SELECT l.d, l.c, l.a, l.code, l.ref, l.k, rd.after, rc.after, l.m
      FROM legs l
      JOIN running rd ON rd.i = l.i AND rd.side = 'd'
      JOIN running rc ON rc.i = l.i AND rc.side = 'c'
     ORDER BY l.i
    RETURNING id, ledger_transfers.debit_balance_after, ledger_transfers.credit_balance_after
  ), updated AS (
    -- Runs to completion although nothing reads it (PostgreSQL: data-modifying statements in WITH).
    UPDATE ledger_accounts a
       SET debits_posted = a.debits_posted + t.debits, credits_posted = a.credits_posted + t.credits
      FROM (SELECT acct, sum(debit)::bigint AS debits, sum(credit)::bigint AS credits
              FROM (SELECT d AS acct, a AS debit, 0::bigint AS credit FROM legs
                    UNION ALL
                    SELECT c, 0::bigint, a FROM legs) x
             GROUP BY acct) t
     WHERE a.id = t.acct
    RETURNING a.id
  )
  SELECT ins.id, ins.debit_balance_after, ins.credit_balance_after
    FROM inserted ins
   ORDER BY ins.id;
END $$;
--> statement-breakpoint
-- A slash takes a staker's money and a finished cooldown returns it (decision 044): the new
-- category `stake` is emailed by default, like disputes, withdrawals and agent suspensions.
CREATE OR REPLACE FUNCTION "notification_email_default"("category" text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
	SELECT "category" IN ('dispute', 'withdrawal', 'agent', 'stake')
$$;
