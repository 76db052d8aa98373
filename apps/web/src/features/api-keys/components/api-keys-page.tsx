import { type ApiKey, type AuthUser, apiKeysPerUserMax, type CreatedApiKey } from "@agora/contracts";
import { CircleAlert, KeyRound, Plus, RotateCw } from "lucide-react";
import { type ReactNode, useState } from "react";
import { LoadMoreFooter } from "@/components/load-more-footer";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { useApiKeys } from "@/lib/queries/list-api-keys";
import { descendantsOf } from "../family";
import { ApiKeySecretDialog } from "./api-key-secret-dialog";
import { ApiKeysList } from "./api-keys-list";
import { CreateApiKeyDialog } from "./create-api-key-dialog";
import { RevokeApiKeyDialog, type RevokeTarget } from "./revoke-api-key-dialog";

/**
 * Lists the user's API keys, newest first, a page at a time ("Load more"), and creates and revokes
 * them. The route guards sign-in; `user`'s role decides whether the admin scopes are offered.
 */
export function ApiKeysPage({ user }: { user: AuthUser | null }) {
  const keys = useApiKeys();
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<RevokeTarget | null>(null);

  const items = keys.data?.pages.flatMap((page) => page.data) ?? [];
  const count = items.length;
  const isAtLimit = count >= apiKeysPerUserMax;

  // Taken when the dialog opens, so its text stays put while the revoked rows leave the list.
  function confirmRevoke(key: ApiKey) {
    setRevoking({ id: key.id, key, descendants: descendantsOf(items, key.id), mayHaveMore: keys.hasNextPage });
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="mb-6 flex flex-col gap-4 sm:mb-8 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1.5">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">API Keys</h1>
          <p className="max-w-2xl text-sm text-pretty text-muted-foreground sm:text-base">
            Keys let your code and the SDKs call the Agora API as you. Each key carries only the scopes you give it.
          </p>
        </div>
        <Button
          onClick={() => setIsCreateOpen(true)}
          disabled={isAtLimit}
          title={isAtLimit ? `You can hold at most ${apiKeysPerUserMax} keys` : undefined}
          className="self-start sm:self-auto"
        >
          <Plus />
          Create key
        </Button>
      </div>

      <Card className="overflow-hidden">
        {keys.isPending ? (
          <LoadingRows />
        ) : keys.isError && count === 0 ? (
          <StateMessage
            icon={<CircleAlert className="size-5 text-destructive" />}
            title="Couldn't load your API keys"
            text={getErrorMessage(keys.error)}
            action={
              <Button variant="outline" onClick={() => keys.refetch()} disabled={keys.isFetching}>
                {keys.isFetching ? <Spinner /> : <RotateCw />}
                Try again
              </Button>
            }
          />
        ) : count === 0 ? (
          <StateMessage
            icon={<KeyRound className="size-5 text-primary" />}
            title="No API keys yet"
            text="Create a key to call the Agora API from your own code or the Python and JavaScript SDKs."
            action={
              <Button onClick={() => setIsCreateOpen(true)}>
                <Plus />
                Create your first key
              </Button>
            }
          />
        ) : (
          <>
            <ApiKeysList keys={items} onRevoke={confirmRevoke} />
            <LoadMoreFooter query={keys} what="keys" />
          </>
        )}
      </Card>
      {/* The count is only exact once every page is loaded. */}
      {count > 0 && !keys.hasNextPage ? (
        <p className="mt-3 text-xs text-muted-foreground">
          {count} of {apiKeysPerUserMax} keys in use. Revoked keys, and the keys created through them, stop working at
          once and are removed from this list.
        </p>
      ) : null}

      <CreateApiKeyDialog
        open={isCreateOpen}
        onOpenChange={setIsCreateOpen}
        isAdmin={user?.role === "admin"}
        onCreated={(key) => {
          setIsCreateOpen(false);
          setCreated(key);
        }}
      />
      <ApiKeySecretDialog apiKey={created} onClose={() => setCreated(null)} />
      <RevokeApiKeyDialog target={revoking} onClose={() => setRevoking(null)} />
    </div>
  );
}

function StateMessage({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center px-6 py-14 text-center">
      <div className="mb-4 flex size-11 items-center justify-center rounded-full bg-muted">{icon}</div>
      <h2 className="font-semibold">{title}</h2>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{text}</p>
      <div className="mt-5">{action}</div>
    </div>
  );
}

function LoadingRows() {
  return (
    <div className="divide-y" role="status" aria-label="Loading API keys">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-4 px-5 py-4">
          <div className="h-4 w-32 animate-pulse rounded bg-muted" />
          <div className="h-4 w-24 animate-pulse rounded bg-muted" />
          <div className="ml-auto h-4 w-20 animate-pulse rounded bg-muted" />
        </div>
      ))}
    </div>
  );
}
