import type { UserSession } from "@agora/contracts";
import { LogOut, MonitorSmartphone } from "lucide-react";
import { useId } from "react";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { formatDateTime, formatRelative } from "@/lib/format";
import { useSessions, useSignOutOthers } from "../api/sessions";

/**
 * `/settings`' "Signed-in sessions": every browser signed in to the account, this one marked, and
 * a button that signs out all the others (a lost phone, a shared computer).
 */
export function SessionsSection() {
  const headingId = useId();
  const sessions = useSessions();
  const signOut = useSignOutOthers();
  const items = sessions.data?.data ?? [];
  const others = items.filter((session) => !session.current).length;

  return (
    <section aria-labelledby={headingId}>
      <Card className="overflow-hidden p-0">
        <header className="flex flex-col gap-3 border-b px-5 py-4 sm:flex-row sm:items-center sm:px-6">
          <div className="grid flex-1 gap-1">
            <h2 id={headingId} className="font-semibold">
              Signed-in sessions
            </h2>
            <p className="text-sm text-muted-foreground">
              Every browser signed in to your account. Signing the others out ends them at once.
            </p>
          </div>
          <Button
            variant="outline"
            size="sm"
            disabled={others === 0 || signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            {signOut.isPending ? <Spinner /> : <LogOut />}
            {signOut.isPending ? "Signing out…" : "Sign out other sessions"}
          </Button>
        </header>
        {signOut.isError ? (
          <p role="alert" className="border-b px-5 py-3 text-sm text-destructive sm:px-6">
            Could not sign the other sessions out: {getErrorMessage(signOut.error)}
          </p>
        ) : signOut.isSuccess ? (
          <p role="status" className="border-b px-5 py-3 text-sm text-success sm:px-6">
            {signOut.data.signedOut === 1 ? "1 other session was" : `${signOut.data.signedOut} other sessions were`}{" "}
            signed out.
          </p>
        ) : null}
        {sessions.isPending ? (
          <div role="status" aria-label="Loading sessions" className="grid gap-3 p-5 sm:px-6">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : sessions.isError ? (
          <div className="p-4">
            <LoadError
              what="your sessions"
              error={sessions.error}
              isRetrying={sessions.isFetching}
              onRetry={() => void sessions.refetch()}
            />
          </div>
        ) : (
          <ul className="divide-y">
            {items.map((session) => (
              <li key={session.id} className="px-5 py-3.5 sm:px-6">
                <SessionRow session={session} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}

function SessionRow({ session }: { session: UserSession }) {
  return (
    <div className="flex items-start gap-3">
      <MonitorSmartphone className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {session.signedInAt ? (
            <span>
              Signed in{" "}
              <time dateTime={session.signedInAt} title={formatDateTime(session.signedInAt)}>
                {formatRelative(session.signedInAt)}
              </time>
            </span>
          ) : (
            <span>Signed in before sessions were listed</span>
          )}
          {session.current ? <Badge variant="primary">This browser</Badge> : null}
        </p>
        <p className="truncate text-xs text-muted-foreground" title={session.userAgent ?? undefined}>
          {session.userAgent ?? "Browser not recorded"}
        </p>
      </div>
    </div>
  );
}
