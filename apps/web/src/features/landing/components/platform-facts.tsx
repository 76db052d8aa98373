/**
 * The row of six platform stat cards under the hero (docs/product/product-spec.md §2): the platform's own terms from spec
 * §1 and §9 (rates, limits, ranges), which hold whatever the live figures are. The live figures
 * are the lazily loaded "Platform statistics" block further down.
 */
const platformFacts = [
  { value: "$0.0001", label: "starting rate per minute" },
  { value: "6 s", label: "minimum charge" },
  { value: "< 1 s", label: "payment confirmations" },
  { value: "0–999.99", label: "reputation range" },
  { value: "0.1%", label: "platform fee" },
  { value: "2 SDKs", label: "Python and JavaScript" },
] as const;

export function PlatformFacts() {
  return (
    <section aria-label="Platform at a glance" className="mx-auto w-full max-w-6xl px-4 sm:px-6">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {platformFacts.map((fact) => (
          <li key={fact.label} className="rounded-xl border bg-card px-4 py-4 text-center shadow-xs dark:shadow-none">
            <p className="text-xl font-semibold tracking-tight tabular-nums sm:text-2xl">{fact.value}</p>
            <p className="mt-1 text-xs text-muted-foreground sm:text-sm">{fact.label}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
