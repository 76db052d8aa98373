import { z } from "zod";
import { moneyAmountMaxDollars, moneyAmountMaxMicros, perCallPriceMinMicros, perMinuteRateMinMicros } from "./limits";
import { decimalDollarsPattern, formatMicros, parseMicros } from "./money-units";

export { decimalDollarsPattern, formatMicros, microsPerDollar, parseMicros } from "./money-units";

/**
 * A decimal-dollar amount as the server reports it (balances, sums, prices): at most 6 decimals,
 * no sign, no exponent ("12.50"). No upper bound, because a sum of capped amounts may exceed the
 * cap; what a client sends is a {@link moneyAmount}.
 */
export const money = z
  .string()
  .regex(decimalDollarsPattern, "must be a decimal dollar amount with at most 6 decimals, e.g. 12.50")
  .describe("US dollars as a decimal string, at most 6 decimals.");
export type Money = z.infer<typeof money>;

/**
 * A request amount between `minMicros` and {@link moneyAmountMaxMicros} µUSD. The bounds are field
 * checks, so they are reported even when other fields of the body fail.
 * @param minMicros the least accepted amount, µUSD.
 * @param tooLow the message for an amount below it.
 */
function boundedMoney(minMicros: bigint, tooLow: string) {
  return money.check((ctx) => {
    const micros = parseMicros(ctx.value);
    // Not decimal dollars: the pattern has already reported it.
    if (micros === null) return;
    if (micros < minMicros) ctx.issues.push({ code: "custom", message: tooLow, input: ctx.value });
    else if (micros > moneyAmountMaxMicros)
      ctx.issues.push({
        code: "custom",
        message: `must be at most ${moneyAmountMaxDollars} dollars`,
        input: ctx.value,
      });
  });
}

/** A dollar amount a client sends, 0 to {@link moneyAmountMaxDollars} (e.g. a price range's low end). */
export const moneyAmount = boundedMoney(0n, "must be at least 0").describe(
  `US dollars as a decimal string, at most 6 decimals, 0 to ${moneyAmountMaxDollars}.`,
);

/** A dollar amount a client sends that must move or limit something: more than 0, at most the cap. */
export const positiveMoneyAmount = boundedMoney(1n, "must be more than 0").describe(
  `US dollars as a decimal string, at most 6 decimals, more than 0 and at most ${moneyAmountMaxDollars}.`,
);

/** A per-minute rate a client sends: $0.0001 ({@link perMinuteRateMinMicros}) to the cap, dollars per minute. */
export const perMinuteRate = boundedMoney(
  perMinuteRateMinMicros,
  "must be at least 0.0001 dollars per minute",
).describe(`Dollars per minute as a decimal string, at most 6 decimals, 0.0001 to ${moneyAmountMaxDollars}.`);

/** A price per call a client sends: $0.000001 ({@link perCallPriceMinMicros}) to the cap, dollars per call. */
export const perCallPrice = boundedMoney(perCallPriceMinMicros, "must be at least 0.000001 dollars per call").describe(
  `Dollars per call as a decimal string, at most 6 decimals, 0.000001 to ${moneyAmountMaxDollars}.`,
);

/**
 * An amount in µUSD that a request schema decoded from its decimal-dollar string: a bigint ≥ 0
 * whose brand says the contract's bounds were checked on the way in, so a service takes it as is
 * (issue 31: no service parses or re-checks an amount string).
 */
export type Micros = bigint & z.$brand<"Micros">;

const microsOut = z.bigint().brand<"Micros">();

/**
 * A request field that arrives as `wire` (decimal dollars, bounds checked) and is decoded into
 * {@link Micros} by the same parse (zod codec: `decode` after `wire` passes, `encode` back to the
 * wire's string). The OpenAPI document and the forms see `wire`'s input, a string, unchanged.
 * @param wire one of the bounded decimal-dollar schemas ({@link moneyAmount}, {@link positiveMoneyAmount}, {@link perMinuteRate}).
 */
export function decodedMicros<S extends z.ZodType<string, string>>(wire: S) {
  return z.codec(wire, microsOut, {
    // `wire` has already refused anything that is not decimal dollars.
    decode: (value) => parseMicros(value) as Micros,
    encode: (micros) => formatMicros(micros) as z.output<S>,
  });
}
