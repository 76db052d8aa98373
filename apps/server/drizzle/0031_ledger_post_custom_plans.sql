-- ledger_post (migrations 0007, 0023, 0029) plans its set-based statements for each call (found
-- timing the fee-share settlement of decision 047). PL/pgSQL caches a statement's plan and, after
-- five calls, may keep a generic plan made without the arrays' contents; for a 1,000-leg posting
-- that plan was five times slower (50–60 ms became 250–270 ms in psql from the sixth call of a
-- session on). `EXECUTE … USING` plans with the actual arrays every time. The loop for up to 4
-- legs keeps its cached plans (they do not depend on the arrays' sizes) and now takes four
-- statements a leg instead of seven: the amounts are checked in PL/pgSQL, the debit's update
-- carries the overdraft condition, and an unknown account is an update that finds no row.
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
  IF n <= 4 THEN
    -- Few legs, almost every posting: four statements a leg at most, each with its plan cached.
    FOR leg IN 1 .. n LOOP
      IF p_amount[leg] IS NULL OR p_amount[leg] <= 0 OR p_debit[leg] = p_credit[leg] THEN
        RAISE EXCEPTION 'ledger_post: a leg has a non-positive amount or one account on both sides';
      END IF;
    END LOOP;
    PERFORM 1 FROM ledger_accounts a WHERE a.id = ANY (p_debit || p_credit) ORDER BY a.id FOR UPDATE;
    FOR leg IN 1 .. n LOOP
      -- The overdraft is refused by the update's own condition: the table's CHECK would also refuse
      -- it, but with no useful answer. No row means a shortfall or an unknown account.
      UPDATE ledger_accounts SET debits_posted = debits_posted + p_amount[leg]
       WHERE id = p_debit[leg] AND (kind = 'funding' OR credits_posted - debits_posted >= p_amount[leg])
        RETURNING credits_posted - debits_posted INTO d_balance;
      IF NOT FOUND THEN
        SELECT kind, credits_posted - debits_posted INTO d_kind, d_balance FROM ledger_accounts WHERE id = p_debit[leg];
        IF NOT FOUND THEN
          RAISE EXCEPTION 'ledger_post: unknown account';
        END IF;
        RAISE EXCEPTION USING ERRCODE = 'AG001', MESSAGE = 'insufficient_funds',
          DETAIL = d_kind || ':' || (p_amount[leg] - d_balance)::text;
      END IF;
      UPDATE ledger_accounts SET credits_posted = credits_posted + p_amount[leg] WHERE id = p_credit[leg]
        RETURNING credits_posted - debits_posted INTO c_balance;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'ledger_post: unknown account';
      END IF;
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
  IF EXISTS (SELECT 1 FROM unnest(p_debit, p_credit, p_amount) AS l(d, c, a) WHERE a IS NULL OR a <= 0 OR d = c) THEN
    RAISE EXCEPTION 'ledger_post: a leg has a non-positive amount or one account on both sides';
  END IF;
  EXECUTE 'SELECT count(*) FROM (SELECT a.id FROM ledger_accounts a WHERE a.id = ANY ($1 || $2) ORDER BY a.id FOR UPDATE) l'
    INTO locked USING p_debit, p_credit;
  IF locked <> (SELECT count(DISTINCT x) FROM unnest(p_debit || p_credit) x) THEN
    RAISE EXCEPTION 'ledger_post: unknown account';
  END IF;
  -- The first leg, in order, that takes a non-funding account below zero.
  EXECUTE $q$
  SELECT r.kind, -r.after AS shortfall
    FROM (
      SELECT m.i, a.kind, m.delta,
             a.credits_posted - a.debits_posted + sum(m.delta) OVER (PARTITION BY m.acct ORDER BY m.i) AS after
        FROM (SELECT l.i, l.d AS acct, -l.a AS delta FROM unnest($1, $3) WITH ORDINALITY AS l(d, a, i)
              UNION ALL
              SELECT l.i, l.c, l.a FROM unnest($2, $3) WITH ORDINALITY AS l(c, a, i)) m
        JOIN ledger_accounts a ON a.id = m.acct
    ) r
   WHERE r.delta < 0 AND r.kind <> 'funding' AND r.after < 0
   ORDER BY r.i
   LIMIT 1
  $q$ INTO short USING p_debit, p_credit, p_amount;
  IF short.kind IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'AG001', MESSAGE = 'insufficient_funds', DETAIL = short.kind || ':' || short.shortfall::text;
  END IF;
  RETURN QUERY EXECUTE $q$
  WITH legs AS (
    SELECT * FROM unnest($1, $2, $3, $4, $5, $6, $7)
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
   ORDER BY ins.id
  $q$ USING p_debit, p_credit, p_amount, p_code, p_reference, p_key, p_mandate;
END $$;
