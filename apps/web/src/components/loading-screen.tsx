import { Spinner } from "@/components/ui/spinner";

/** Shown while the app learns who the user is, so pages never flash the wrong state. */
export function LoadingScreen() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3" role="status">
      <Spinner className="size-6 text-primary" />
      <p className="text-sm text-muted-foreground">Loading Agora…</p>
    </div>
  );
}
