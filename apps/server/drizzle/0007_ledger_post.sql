-- The one place money moves (DESIGN.md "Money"): posts transfer legs atomically in one statement.
-- Locks every account involved in ascending id order first (no deadlocks between concurrent
-- callers), then applies the legs in order; a leg that would take an available, escrow, stake or
-- fees account below zero raises SQLSTATE AG001 and nothing is written. One round trip instead of
-- BEGIN / SELECT FOR UPDATE / UPDATE / INSERT / COMMIT.
CREATE FUNCTION "ledger_post"(p_debit uuid[], p_credit uuid[], p_amount bigint[], p_code text[], p_reference text[], p_key text[])
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
        debit_balance_after, credit_balance_after)
      VALUES (p_debit[i], p_credit[i], p_amount[i], p_code[i], p_reference[i], p_key[i], d_balance, c_balance)
      RETURNING id INTO transfer_id;
    debit_balance_after := d_balance;
    credit_balance_after := c_balance;
    RETURN NEXT;
  END LOOP;
END $$;
