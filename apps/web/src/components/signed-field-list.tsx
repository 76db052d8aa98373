/**
 * The fields of a signed receipt as term and value pairs, the values in monospace and wrapped
 * anywhere (ids and signatures are long): shared by per-call receipts and x402 authorizations.
 * @param termWidth the term column's width on wider screens, a CSS length (e.g. "8rem").
 */
export function SignedFieldList({
  fields,
  termWidth,
}: {
  fields: ReadonlyArray<readonly [string, string]>;
  termWidth: string;
}) {
  return (
    <dl
      className="grid gap-1 sm:grid-cols-[var(--term)_minmax(0,1fr)]"
      style={{ "--term": termWidth } as React.CSSProperties}
    >
      {fields.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0 font-mono text-xs break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
