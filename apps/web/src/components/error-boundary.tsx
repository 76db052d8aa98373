import { CircleAlert, House, RotateCw } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { reloadPage } from "@/lib/browser";

interface ErrorBoundaryProps {
  /** What to show instead of `children` after an error; `reset` renders `children` again. */
  fallback: (reset: () => void) => ReactNode;
  /** Called by `reset` before re-rendering, e.g. to make a failed lazy import retry. */
  onReset?: () => void;
  children: ReactNode;
}

/** Catches render errors below it (React has no hook for this, hence a class). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("A component failed to render", error, info.componentStack);
  }

  reset = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render() {
    return this.state.error ? this.props.fallback(this.reset) : this.props.children;
  }
}

/**
 * Around a lazily loaded block (docs/product/product-spec.md §8): on error the block is replaced by a short notice with
 * "Try again", which renders it again; the rest of the page keeps working.
 */
export function ComponentErrorBoundary({ children, onReset }: { children: ReactNode; onReset?: () => void }) {
  return (
    <ErrorBoundary fallback={(reset) => <ComponentErrorFallback onRetry={reset} />} onReset={onReset}>
      {children}
    </ErrorBoundary>
  );
}

export function ComponentErrorFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-10 text-center"
    >
      <CircleAlert className="mb-3 size-6 text-destructive" aria-hidden="true" />
      <p className="font-semibold">Something went wrong</p>
      <p className="mt-1 text-sm text-muted-foreground">We encountered an error while loading this component</p>
      <Button variant="outline" size="sm" className="mt-5" onClick={onRetry}>
        <RotateCw />
        Try again
      </Button>
    </div>
  );
}

/**
 * Around each routed page (docs/product/product-spec.md §8): on error the page is replaced by a notice with "Try Again"
 * (reloads the page, which also fetches a fresh build after a deploy) and "Go Home".
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={() => <PageErrorFallback />}>{children}</ErrorBoundary>;
}

export function PageErrorFallback() {
  return (
    <div role="alert" className="flex flex-1 items-center justify-center px-4 py-20 sm:py-28">
      <div className="flex max-w-md flex-col items-center text-center">
        <div className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-destructive-soft text-destructive">
          <CircleAlert className="size-7" aria-hidden="true" />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Oops! Something went wrong</h1>
        <p className="mt-3 text-balance text-muted-foreground">
          We encountered an unexpected error. Don't worry, we're on it!
        </p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button size="lg" onClick={reloadPage}>
            <RotateCw />
            Try Again
          </Button>
          {/* A full navigation: whatever broke is left behind with the old page. */}
          <Button asChild size="lg" variant="outline">
            <a href="/">
              <House />
              Go Home
            </a>
          </Button>
        </div>
      </div>
    </div>
  );
}
