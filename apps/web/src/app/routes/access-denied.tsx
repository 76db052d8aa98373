import { House, LayoutDashboard, ShieldAlert } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";

/** A signed-in non-administrator on an administrators' page (docs/product/product-spec.md §4, §8). */
export function AccessDeniedPage() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-20 sm:py-28">
      <div className="flex max-w-md flex-col items-center text-center">
        <div className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-destructive-soft text-destructive">
          <ShieldAlert className="size-7" aria-hidden="true" />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Access Denied</h1>
        <p className="mt-3 text-balance text-muted-foreground">
          This page is restricted to administrators only. Contact your system administrator if you believe this is an
          error.
        </p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link href="/dashboard">
              <LayoutDashboard />
              Go to Dashboard
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/">
              <House />
              Go Home
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
