import { Spinner } from "@/components/ui/spinner";

/** Shown while a page's code loads. */
export function PageFallback() {
  return (
    <div className="flex flex-1 items-center justify-center py-24" role="status" aria-label="Loading page">
      <Spinner className="size-5 text-muted-foreground" />
    </div>
  );
}
