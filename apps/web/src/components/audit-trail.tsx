import type { AuditAction, AuditEntry } from "@agora/contracts";
import { Link } from "wouter";
import { cn } from "@/lib/cn";
import { formatDateTime, formatRelative } from "@/lib/format";

/** The audit log's actions in words: exactly the actions of the contract's `auditRecord`. */
const actionLabels: Record<AuditAction, string> = {
  "domain.requested": "Domain token issued",
  "domain.verified": "Domain verified",
  "domain.failed": "Domain check failed",
  "endpoint.key_registered": "Endpoint key registered",
  "endpoint.verified": "Endpoint verified",
  "endpoint.failed": "Endpoint challenge failed",
  "kya.submitted": "Operator review requested",
  "kya.approved": "Operator review approved",
  "kya.rejected": "Operator review rejected",
  "level.changed": "Trust level changed",
};

function isAuditAction(action: string): action is AuditAction {
  return Object.hasOwn(actionLabels, action);
}

/**
 * An audit action in words, e.g. "kya.approved" → "Operator review approved". An action this
 * build does not know yet (a newer server) is spelled out from its code: "a.b_c" → "A b c".
 */
export function describeAuditAction(action: string): string {
  if (isAuditAction(action)) return actionLabels[action];
  const words = action.replace(/[._]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The actions shown as bad news. */
function isNegative(action: string): boolean {
  return /\.(failed|rejected|revoked)$/.test(action);
}

/** A detail's key in words: "endpointUrl" → "endpoint URL", "modelProvider" → "model provider". */
export function detailKeyLabel(key: string): string {
  return key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .toLowerCase()
    .replace(/\burl\b/g, "URL");
}

/** A detail value in one short line. */
function formatValue(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/**
 * "Level 1 → 2" for a level change, a reason (an admin's note, or why a check failed), then the
 * other facts as "key: value".
 */
export function describeAuditDetail(entry: Pick<AuditEntry, "action" | "detail">): string {
  const { from, to, reason, error, ...rest } = entry.detail as Record<string, unknown>;
  const parts: string[] = [];
  if (from !== undefined && to !== undefined) {
    parts.push(`${entry.action === "level.changed" ? "Level " : ""}${formatValue(from)} → ${formatValue(to)}`);
  } else {
    if (from !== undefined) rest.from = from;
    if (to !== undefined) rest.to = to;
  }
  // An admin's reason is their words, quoted; a failed check's reason is Agora's, plain.
  if (typeof reason === "string" && reason) parts.push(entry.action.endsWith(".failed") ? reason : `“${reason}”`);
  if (typeof error === "string" && error) parts.push(error);
  for (const [key, value] of Object.entries(rest)) parts.push(`${detailKeyLabel(key)}: ${formatValue(value)}`);
  return parts.join(" · ");
}

/**
 * The verification audit log as a table, newest first as the server sends it: when, which agent
 * (unless `showAgent` is false), what happened, who did it and the details. Rows stack on phones.
 */
export function AuditTable({
  entries,
  showAgent = true,
  caption,
}: {
  entries: readonly AuditEntry[];
  showAgent?: boolean;
  caption: string;
}) {
  return (
    <div className="overflow-hidden">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden sm:table-header-group">
          <tr className="border-b bg-muted/40 text-left text-xs text-muted-foreground">
            <th scope="col" className="w-40 px-5 py-2.5 font-medium">
              When
            </th>
            {showAgent ? (
              <th scope="col" className="px-3 py-2.5 font-medium">
                Agent
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2.5 font-medium">
              What happened
            </th>
            <th scope="col" className="px-5 py-2.5 font-medium">
              By
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {entries.map((entry) => {
            const detail = describeAuditDetail(entry);
            return (
              <tr key={entry.id} className="grid gap-0.5 px-5 py-3 sm:table-row sm:px-0 sm:py-0">
                <td className="text-xs text-muted-foreground sm:px-5 sm:py-3 sm:align-top sm:text-sm sm:whitespace-nowrap">
                  <time dateTime={entry.at} title={formatDateTime(entry.at)}>
                    {formatRelative(entry.at)}
                  </time>
                </td>
                {showAgent ? (
                  <td className="sm:px-3 sm:py-3 sm:align-top">
                    {entry.agentName ? (
                      <span className="font-medium">{entry.agentName}</span>
                    ) : (
                      <span className="text-muted-foreground">Account</span>
                    )}
                  </td>
                ) : null}
                <td className="min-w-0 sm:px-3 sm:py-3 sm:align-top">
                  <p className={cn("font-medium", isNegative(entry.action) && "text-destructive")}>
                    {describeAuditAction(entry.action)}
                  </p>
                  {detail ? <p className="text-xs break-words text-muted-foreground">{detail}</p> : null}
                </td>
                <td className="text-xs text-muted-foreground sm:px-5 sm:py-3 sm:align-top sm:text-sm sm:whitespace-nowrap">
                  <span className="sm:hidden">By </span>
                  {entry.actor}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A link to an agent's profile, for tables that name agents. */
export function AgentLink({ name, slug }: { name: string; slug: string }) {
  return (
    <Link
      href={`/agents/${encodeURIComponent(slug)}`}
      className="rounded font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
    >
      {name}
    </Link>
  );
}
