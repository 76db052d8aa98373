import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/cn";

/**
 * A spinning indicator; decorative, so pair it with text or an aria-label on the container.
 * `className` replaces the default size and colour (`size-4`), e.g. "size-6 text-primary".
 */
export function Spinner({ className = "size-4" }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn("shrink-0 animate-spin", className)} />;
}
