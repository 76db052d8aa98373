import { CircleAlert, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";

/**
 * Something that could not load: "Couldn't load {what}", the reason, and a retry that shows its
 * progress. Pages and sections use it for a failed query.
 */
export function LoadError({
  what,
  error,
  isRetrying,
  onRetry,
}: {
  what: string;
  error: unknown;
  isRetrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Card className="flex flex-col items-start gap-3 p-5 sm:flex-row sm:items-center" role="alert">
      <div className="flex size-9 shrink-0 items-center justify-center rounded-full bg-destructive-soft text-destructive">
        <CircleAlert className="size-4" aria-hidden="true" />
      </div>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="font-medium">Couldn't load {what}</p>
        <p className="text-sm text-muted-foreground">{getErrorMessage(error)}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={isRetrying}>
        {isRetrying ? <Spinner /> : <RotateCw />}
        {isRetrying ? "Retrying…" : "Try again"}
      </Button>
    </Card>
  );
}
