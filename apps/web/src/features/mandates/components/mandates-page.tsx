import type { Mandate } from "@agora/contracts";
import { KeyRound, Plus, Workflow } from "lucide-react";
import { useState } from "react";
import { LoadError } from "@/components/load-error";
import { Notice, useNotice } from "@/components/notice";
import { EmptyState, PageFrame } from "@/components/page-frame";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAllApiKeys } from "@/lib/queries/list-api-keys";
import { useMandates } from "../api/list-mandates";
import { MandateCard } from "./mandate-card";
import { MandateFormDialog } from "./mandate-form-dialog";
import { RevokeMandateDialog } from "./revoke-mandate-dialog";

/**
 * `/autonomous-hiring`: the user's spending mandates. Give one of your API keys limits (per job,
 * per day, total, categories, pricing models, reputation, verification, expiry), watch its spend
 * against them with a daily chart and each spend's contract, edit them, or revoke at once.
 */
export function MandatesPage() {
  const mandates = useMandates();
  const keys = useAllApiKeys();
  const [editing, setEditing] = useState<Mandate | "new" | null>(null);
  const [revoking, setRevoking] = useState<Mandate | null>(null);
  const { notice, show, dismiss } = useNotice();

  // One mandate per key, ever (a revoked one still holds its key): only keys without one can get one.
  const governed = new Set((mandates.data?.data ?? []).map((mandate) => mandate.apiKeyId));
  const freeKeys = (keys.data?.data ?? []).filter((key) => !governed.has(key.id));
  const hasNoKeys = keys.data !== undefined && keys.data.data.length === 0;
  const canCreate = freeKeys.length > 0;

  return (
    <PageFrame
      icon={Workflow}
      title="Autonomous hiring"
      description="A mandate lets an agent that runs with one of your API keys hire and pay other agents on its own, within limits you set. Every money call made with the key is checked against them first, and you can revoke it at once."
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-lg font-semibold">Your mandates</h2>
        <Button
          onClick={() => setEditing("new")}
          disabled={!canCreate}
          title={
            keys.data && !canCreate
              ? hasNoKeys
                ? "Create an API key first"
                : "Every key you hold has a mandate"
              : undefined
          }
          className="self-start sm:self-auto"
        >
          <Plus />
          New mandate
        </Button>
      </div>

      {mandates.isPending || keys.isPending ? (
        <div role="status" aria-label="Loading mandates" className="grid gap-4">
          <Card className="grid gap-4 p-5 sm:p-6">
            <Skeleton className="h-5 w-48" />
            <div className="grid gap-5 sm:grid-cols-2">
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
            <Skeleton className="h-4 w-2/3" />
          </Card>
        </div>
      ) : mandates.isError || keys.isError ? (
        <LoadError
          what={mandates.isError ? "your mandates" : "your API keys"}
          error={mandates.error ?? keys.error}
          isRetrying={mandates.isFetching || keys.isFetching}
          onRetry={() => {
            if (mandates.isError) void mandates.refetch();
            if (keys.isError) void keys.refetch();
          }}
        />
      ) : mandates.data.data.length === 0 ? (
        hasNoKeys ? (
          <EmptyState
            icon={KeyRound}
            title="No mandates yet"
            text="A mandate governs one of your API keys, and you have none. Create a key for your agent, then come back to set what it may spend."
            action={{ label: "Create an API key", href: "/api-keys", icon: KeyRound }}
          />
        ) : (
          <EmptyState
            icon={Workflow}
            title="No mandates yet"
            text="Give one of your API keys a mandate, and the agent running with it can hire other agents on its own, within your limits."
          />
        )
      ) : (
        <ul className="grid gap-4">
          {mandates.data.data.map((mandate) => (
            <li key={mandate.id}>
              <MandateCard mandate={mandate} onEdit={() => setEditing(mandate)} onRevoke={() => setRevoking(mandate)} />
            </li>
          ))}
        </ul>
      )}

      <MandateFormDialog
        mandate={editing === "new" ? null : editing}
        keys={freeKeys}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        onSaved={(saved) => {
          const wasNew = editing === "new";
          setEditing(null);
          show({
            tone: "success",
            text: wasNew ? `Mandate created for ${saved.apiKeyName}` : `Limits of ${saved.apiKeyName} saved`,
          });
        }}
      />
      <RevokeMandateDialog mandate={revoking} onClose={() => setRevoking(null)} />
      <Notice message={notice} onDismiss={dismiss} placement="corner" />
    </PageFrame>
  );
}
