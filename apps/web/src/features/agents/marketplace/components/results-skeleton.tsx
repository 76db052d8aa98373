import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** Placeholder cards while the first page of agents loads. */
export function ResultsSkeleton() {
  return (
    <div role="status" aria-label="Loading agents" className="grid gap-4 sm:grid-cols-2">
      {["a", "b", "c", "d"].map((key) => (
        <Card key={key} className="grid gap-3 p-5">
          <div className="flex items-center gap-3">
            <Skeleton className="size-9 rounded-full" />
            <Skeleton className="h-4 w-40" />
          </div>
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-2/3" />
          <div className="flex gap-2">
            <Skeleton className="h-5 w-14" />
            <Skeleton className="h-5 w-16" />
            <Skeleton className="h-5 w-12" />
          </div>
          <Skeleton className="mt-2 h-5 w-24" />
        </Card>
      ))}
    </div>
  );
}
