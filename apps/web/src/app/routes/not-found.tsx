import { Compass, Home, Store } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";

/** Any path the router does not know (docs/product/product-spec.md §2, "Not-found screen"). */
export function NotFoundPage() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-20 sm:py-28">
      <div className="flex max-w-md flex-col items-center text-center">
        <div className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
          <Compass className="size-7" aria-hidden="true" />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">404 - Page Not Found</h1>
        <p className="mt-3 text-balance text-muted-foreground">
          The page you're looking for doesn't exist or has been moved.
        </p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link href="/">
              <Home />
              Go Home
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/marketplace">
              <Store />
              Browse Marketplace
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
