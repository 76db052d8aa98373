import type { ApiKey } from "@agora/contracts";
import { CornerDownRight, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate, formatDateTime } from "@/lib/format";
import { familyDepthShownMax, type KeyInFamily, keysInFamilyOrder } from "../family";

/** Scopes shown per key before the rest fold into "+N". */
const scopesShownMax = 3;

function isExpired(key: ApiKey, now: number): boolean {
  return key.expiresAt !== null && Date.parse(key.expiresAt) <= now;
}

function ScopeBadges({ scopes }: { scopes: ApiKey["scopes"] }) {
  const hidden = scopes.length - scopesShownMax;
  return (
    <div className="flex flex-wrap gap-1" title={scopes.join(", ")}>
      {scopes.slice(0, scopesShownMax).map((scope) => (
        <Badge key={scope} className="font-mono">
          {scope}
        </Badge>
      ))}
      {hidden > 0 ? <Badge variant="outline">+{hidden}</Badge> : null}
    </div>
  );
}

function DateText({ iso, empty }: { iso: string | null; empty: string }) {
  if (!iso) return <span className="text-muted-foreground">{empty}</span>;
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {formatDate(iso)}
    </time>
  );
}

function Expiry({ apiKey, now }: { apiKey: ApiKey; now: number }) {
  if (isExpired(apiKey, now)) return <Badge variant="warning">Expired</Badge>;
  return <DateText iso={apiKey.expiresAt} empty="Never" />;
}

/** Left indentation of a key at `depth` in its family, in rem, on top of the row's own padding. */
function indentRem(depth: number): number {
  return Math.min(depth, familyDepthShownMax) * 1.25;
}

/** The key's name and, for a key created by a key, which one ("Created by key ‹name›"). */
function KeyName({ entry }: { entry: KeyInFamily }) {
  const { key, parent } = entry;
  return (
    <div className="flex min-w-0 items-start gap-1.5">
      {key.parentKeyId !== null ? (
        <CornerDownRight className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" aria-hidden />
      ) : null}
      <div className="min-w-0">
        <p className="truncate font-medium" title={key.name}>
          {key.name}
        </p>
        {key.parentKeyId !== null ? (
          <p className="text-xs font-normal text-pretty text-muted-foreground">
            {parent ? <>Created by key “{parent.name}”</> : "Created by a key not loaded yet"}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The keys as a table on wide screens and as stacked cards on phones, in families: the keys a key
 * created are listed, indented, under it (revoking it revokes them too).
 */
export function ApiKeysList({ keys, onRevoke }: { keys: ApiKey[]; onRevoke: (key: ApiKey) => void }) {
  const now = Date.now();
  const entries = keysInFamilyOrder(keys);
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b text-left text-xs font-medium text-muted-foreground">
              <th scope="col" className="px-5 py-3 font-medium">
                Name
              </th>
              <th scope="col" className="px-3 py-3 font-medium">
                Key
              </th>
              <th scope="col" className="px-3 py-3 font-medium">
                Scopes
              </th>
              <th scope="col" className="px-3 py-3 font-medium">
                Created
              </th>
              <th scope="col" className="px-3 py-3 font-medium">
                Last used
              </th>
              <th scope="col" className="px-3 py-3 font-medium">
                Expires
              </th>
              <th scope="col" className="px-5 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {entries.map((entry) => {
              const { key } = entry;
              return (
                <tr key={key.id} className="transition-colors hover:bg-muted/40" data-depth={entry.depth}>
                  <td
                    className="max-w-72 min-w-48 px-5 py-3"
                    style={{ paddingLeft: `${1.25 + indentRem(entry.depth)}rem` }}
                  >
                    <KeyName entry={entry} />
                  </td>
                  <td className="px-3 py-3 whitespace-nowrap">
                    <code className="font-mono text-xs text-muted-foreground">{key.prefix}…</code>
                  </td>
                  <td className="px-3 py-3">
                    <ScopeBadges scopes={key.scopes} />
                  </td>
                  <td className="px-3 py-3 whitespace-nowrap">
                    <DateText iso={key.createdAt} empty="—" />
                  </td>
                  <td className="px-3 py-3 whitespace-nowrap">
                    <DateText iso={key.lastUsedAt} empty="Never" />
                  </td>
                  <td className="px-3 py-3 whitespace-nowrap">
                    <Expiry apiKey={key} now={now} />
                  </td>
                  <td className="px-5 py-3 text-right">
                    <Button
                      variant="destructive-ghost"
                      size="icon-sm"
                      onClick={() => onRevoke(key)}
                      aria-label={`Revoke ${key.name}`}
                      title="Revoke"
                    >
                      <Trash2 />
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <ul className="divide-y md:hidden">
        {entries.map((entry) => {
          const { key } = entry;
          return (
            <li
              key={key.id}
              className="grid gap-3 px-4 py-4"
              data-depth={entry.depth}
              style={{ paddingLeft: `${1 + indentRem(entry.depth)}rem` }}
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <KeyName entry={entry} />
                  <code className="font-mono text-xs text-muted-foreground">{key.prefix}…</code>
                </div>
                <Button
                  variant="destructive-outline"
                  size="sm"
                  onClick={() => onRevoke(key)}
                  aria-label={`Revoke ${key.name}`}
                >
                  <Trash2 />
                  Revoke
                </Button>
              </div>
              <ScopeBadges scopes={key.scopes} />
              <dl className="grid grid-cols-3 gap-2 text-xs">
                <div>
                  <dt className="text-muted-foreground">Created</dt>
                  <dd className="mt-0.5">
                    <DateText iso={key.createdAt} empty="—" />
                  </dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Last used</dt>
                  <dd className="mt-0.5">
                    <DateText iso={key.lastUsedAt} empty="Never" />
                  </dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Expires</dt>
                  <dd className="mt-0.5">
                    <Expiry apiKey={key} now={now} />
                  </dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
    </>
  );
}
