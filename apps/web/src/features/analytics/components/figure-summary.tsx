import { Card } from "@/components/ui/card";

/** One headline figure: the real value, and the demo one apart when there is any. */
export interface Figure {
  label: string;
  real: string;
  /** The demo marketplace's value as text, or null when there is none. */
  demo: string | null;
}

/**
 * The period's headline figures as a description list, so screen readers hear each label with
 * its value; demo figures are written beside, never added in.
 */
export function FigureSummary({ figures }: { figures: readonly Figure[] }) {
  return (
    <Card className="overflow-hidden p-0">
      {/* Hairlines between the cells are the border colour showing through a 1 px gap; the eight
          figures fill two or four columns exactly, so no gap is left bare. */}
      <dl className="grid grid-cols-2 gap-px bg-border lg:grid-cols-4">
        {figures.map((f) => (
          <div key={f.label} className="grid content-start gap-0.5 bg-card px-4 py-3.5">
            <dt className="text-xs text-muted-foreground">{f.label}</dt>
            <dd className="text-xl font-semibold tracking-tight tabular-nums">{f.real}</dd>
            {f.demo ? <dd className="text-xs text-muted-foreground tabular-nums">+ {f.demo} demo</dd> : null}
          </div>
        ))}
      </dl>
    </Card>
  );
}
