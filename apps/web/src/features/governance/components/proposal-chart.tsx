import type { ProposalOption } from "@agora/contracts";
import { Bar, BarChart, CartesianGrid, Cell, LabelList, XAxis, YAxis, type YAxisTickContentProps } from "recharts";
import { chartGridProps } from "@/components/chart-style";
import { formatWeight, weightMicros } from "../weights";

/** Height of one option's bar row, px. */
const rowHeightPx = 34;
/** Longest option label drawn beside its bar, characters; the list beside the chart has it whole. */
const axisLabelLengthMax = 16;

function shortLabel(label: string): string {
  return label.length > axisLabelLengthMax ? `${label.slice(0, axisLabelLengthMax - 1)}…` : label;
}

/**
 * An option's label at the left of its bar, on one line: recharts' own tick would wrap it at the
 * spaces, which in a narrow column splits short labels over two lines.
 */
function OptionTick({ x, y, payload }: YAxisTickContentProps) {
  return (
    <text x={x} y={y} dy={4} textAnchor="end" fill="var(--color-muted-foreground)" fontSize={11}>
      {shortLabel(String(payload?.value ?? ""))}
    </text>
  );
}

/**
 * The weight of each option as horizontal bars (recharts), my option drawn strongest. The
 * figures are in the option list beside it as text, so the chart is decoration for screen readers.
 */
export function ProposalChart({ options, myOption }: { options: readonly ProposalOption[]; myOption: number | null }) {
  // Bars are drawn in millionths converted to numbers; every figure shown as text stays exact.
  const data = options.map((option) => ({
    index: option.index,
    label: option.label,
    weight: Number(weightMicros(option.weight)) / 1e6,
    text: formatWeight(option.weight),
  }));
  return (
    <figure className="grid min-w-0 gap-1.5" aria-hidden="true">
      <figcaption className="text-xs font-medium text-muted-foreground">Weight by option</figcaption>
      <BarChart
        responsive
        layout="vertical"
        data={data}
        style={{ width: "100%", height: data.length * rowHeightPx + 8 }}
        margin={{ top: 0, right: 44, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid {...chartGridProps} vertical horizontal={false} />
        <XAxis type="number" hide domain={[0, (max: number) => Math.max(max, 1)]} />
        <YAxis type="category" dataKey="label" width={112} tick={OptionTick} tickLine={false} axisLine={false} />
        <Bar dataKey="weight" radius={[0, 4, 4, 0]} barSize={16} isAnimationActive={false}>
          {data.map((point) => (
            <Cell
              key={point.index}
              fill="var(--color-primary)"
              // My option stands out; without a vote of mine, every bar is drawn alike.
              fillOpacity={myOption === null || point.index === myOption ? 0.85 : 0.35}
            />
          ))}
          <LabelList dataKey="text" position="right" fill="var(--color-muted-foreground)" fontSize={12} />
        </Bar>
      </BarChart>
    </figure>
  );
}
