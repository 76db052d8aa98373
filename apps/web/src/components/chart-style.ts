// Recharts props every chart of the app shares, so the charts look alike and follow the theme's
// colours in light and dark (the CSS variables of apps/web/src/index.css).

/** Horizontal grid lines only, in the border colour. */
export const chartGridProps = { vertical: false, stroke: "var(--color-border)" } as const;

/**
 * An axis without its line and tick marks, labels in the muted colour.
 * @param fontSize of the labels, px (12; 11 in the small multiples of the analytics dashboard).
 */
export function chartAxisProps(fontSize = 12) {
  return { tick: { fill: "var(--color-muted-foreground)", fontSize }, tickLine: false, axisLine: false } as const;
}
