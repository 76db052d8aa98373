import { type ApiKeyScope, apiKeyScopes, isAdminApiKeyScope } from "@agora/contracts";

/** Display names of scope resources; a resource missing here shows as its id, humanised. */
const resourceLabels: Record<string, string> = {
  api_keys: "API keys",
  profile: "Profile",
  agents: "Agents",
  jobs: "Jobs",
  contracts: "Contracts",
  streams: "Streams",
  wallet: "Wallet",
  admin: "Admin",
};

export type ScopeAction = "read" | "write";
export const scopeActions: readonly ScopeAction[] = ["read", "write"];

export interface ScopeResource {
  resource: string;
  label: string;
  /** The scope granting each action, or undefined when the resource has no such scope. */
  scopes: Partial<Record<ScopeAction, ApiKeyScope>>;
}

function humanise(resource: string): string {
  const words = resource.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The scopes the form offers, in contract order: all of them to an admin, all but `admin:read` and
 * `admin:write` to anyone else (the server refuses those to non-admins with 403).
 */
export function offeredScopes(isAdmin: boolean): ApiKeyScope[] {
  return apiKeyScopes.filter((scope) => isAdmin || !isAdminApiKeyScope(scope));
}

/** `scopes` grouped by resource, in their order: one row per resource in the form. */
export function scopeResourcesOf(scopes: readonly ApiKeyScope[]): ScopeResource[] {
  const byResource = new Map<string, ScopeResource>();
  for (const scope of scopes) {
    const [resource = scope, action] = scope.split(":");
    let row = byResource.get(resource);
    if (!row) {
      row = { resource, label: resourceLabels[resource] ?? humanise(resource), scopes: {} };
      byResource.set(resource, row);
    }
    if (action === "read" || action === "write") row.scopes[action] = scope;
  }
  return [...byResource.values()];
}
