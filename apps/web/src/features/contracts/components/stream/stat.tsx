import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** A small labelled figure under the live meter. */
export function Stat({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn("grid gap-1", className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}
