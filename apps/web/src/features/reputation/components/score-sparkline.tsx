import { cn } from "@/lib/cn";
import { dayToMs, type ScorePoint } from "../history";

const width = 240;
const height = 56;
/** Room above and below the line, in viewBox units, so its stroke is not clipped. */
const padY = 4;

/**
 * A small step chart of a score series, for a profile. It has no axes: `label` says the range in
 * words, which is also what screen readers get.
 */
export function ScoreSparkline({
  points,
  label,
  className,
}: {
  points: readonly ScorePoint[];
  label: string;
  className?: string;
}) {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  const start = dayToMs(first.day);
  const span = dayToMs(last.day) - start;
  const scores = points.map((p) => p.score);
  const min = Math.min(...scores);
  const max = Math.max(...scores);
  const x = (day: string) => (span > 0 ? ((dayToMs(day) - start) / span) * width : 0);
  // A flat series sits in the middle rather than on an edge.
  const y = (score: number) =>
    max === min ? height / 2 : padY + (1 - (score - min) / (max - min)) * (height - 2 * padY);

  // Steps: the score holds until the next point; the last one holds to the right edge.
  let line = `M 0 ${y(first.score).toFixed(2)}`;
  for (const point of points.slice(1)) {
    line += ` H ${x(point.day).toFixed(2)} V ${y(point.score).toFixed(2)}`;
  }
  line += ` H ${width}`;
  const area = `${line} V ${height} H 0 Z`;

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      className={cn("h-14 w-full overflow-visible text-primary", className)}
    >
      <path d={area} className="fill-primary/10" />
      <path
        d={line}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
