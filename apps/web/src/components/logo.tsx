import { cn } from "@/lib/cn";

/** The Agora mark (an "A" on an indigo tile, in the theme's primary colours) and wordmark; the same drawing as public/favicon.svg. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold tracking-tight", className)}>
      <svg viewBox="0 0 32 32" className="size-7 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path
          d="M9 25 16 7l7 18M11.3 19h9.4"
          fill="none"
          className="stroke-primary-foreground"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="text-lg">Agora</span>
    </span>
  );
}
