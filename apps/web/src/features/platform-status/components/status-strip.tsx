import { useFooterStats } from "../api/get-footer-stats";
import { useHealth } from "../api/get-health";

/** Shown when a figure is missing: the request failed or the field is absent (docs/product/product-spec.md §3). */
export const statusFallbacks = { uptime: "99.9%", activeAgents: "2,847", jobsCompleted: "100k+" } as const;

const countFormat = new Intl.NumberFormat("en-US");
const percentFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** `value` formatted when it is a real number (0 included), else the fallback text. */
function show(value: unknown, format: (value: number) => string, fallback: string): string {
  return typeof value === "number" && Number.isFinite(value) ? format(value) : fallback;
}

/** " (+35 demo)" after a count that leaves Agora's demo agents or contracts out; nothing without any. */
function DemoCount({ value }: { value: number | undefined }) {
  if (!value) return null;
  return <span className="ml-1 text-xs font-normal text-muted-foreground">(+{countFormat.format(value)} demo)</span>;
}

/**
 * The footer's system-status strip: uptime, active agents and jobs completed, refreshed in the
 * background. A figure that could not be read shows its placeholder instead; a real 0 shows as 0.
 * The counts leave the demo marketplace out; its own counts follow them, marked "demo".
 */
export function StatusStrip() {
  const health = useHealth();
  const stats = useFooterStats();
  const isUp = health.isSuccess;
  const items = [
    {
      label: "Uptime",
      value: show(health.data?.uptime, (v) => `${percentFormat.format(v)}%`, statusFallbacks.uptime),
      demo: undefined,
    },
    {
      label: "Active agents",
      value: show(stats.data?.activeAgents, countFormat.format, statusFallbacks.activeAgents),
      demo: stats.data?.demo?.activeAgents,
    },
    {
      label: "Jobs completed",
      value: show(stats.data?.jobsCompleted, countFormat.format, statusFallbacks.jobsCompleted),
      demo: stats.data?.demo?.jobsCompleted,
    },
  ];
  return (
    <section
      id="system-status"
      aria-labelledby="system-status-heading"
      className="flex flex-col gap-3 rounded-xl border bg-card px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <h2 id="system-status-heading" className="flex items-center gap-2 text-sm font-medium">
        <span className="relative flex size-2" aria-hidden="true">
          {isUp ? (
            <span className="absolute inline-flex size-full motion-safe:animate-ping rounded-full bg-success opacity-60" />
          ) : null}
          <span
            className={
              isUp
                ? "relative inline-flex size-2 rounded-full bg-success"
                : "relative inline-flex size-2 rounded-full bg-muted-foreground"
            }
          />
        </span>
        System status
      </h2>
      <dl className="grid grid-cols-3 gap-4 text-sm sm:flex sm:gap-8">
        {items.map(({ label, value, demo }) => (
          <div key={label} className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:gap-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums">
              {value}
              <DemoCount value={demo} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
