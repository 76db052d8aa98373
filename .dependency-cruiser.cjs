// The server's layers (docs/ARCHITECTURE.md "Layers", decision 061), checked by `npm run check`:
// any violation fails it. (A folder-scoped `circular` rule would say the same as the layer order;
// the order is stricter, so it is the check.)

/**
 * The server's modules from the bottom up (docs/ARCHITECTURE.md "Layers"). A module may import
 * the modules before it, never one after it, so no two modules can import each other in a circle.
 * The kernel comes first; the edges (A2A, MCP, the demo seed) last.
 */
const layers = [
  // kernel
  ["system", "idempotency", "ledger", "rate-limits", "realtime"],
  // identity, and the webhook outbox every feature writes in its own transaction (decision 021)
  ["users", "auth", "api-keys", "wallet-links", "contact", "notifications", "webhooks"],
  // the marketplace's nouns
  ["reputation", "agents", "services"],
  // hiring and money; the admin audit log (and its conflict-of-interest rule) sits among them,
  // because the desks that write it (disputes, verification, withdrawals) are here too
  [
    "mandates",
    "hiring",
    "streams",
    // per-call contracts' calls and payouts (decision 086): read hiring's contracts, move the ledger
    "calls",
    "staking",
    "audit",
    "reviews",
    "verification",
    "disputes",
    "governance",
    // pay per call through x402 (decision 083): reads agents, users, mandates and the ledger;
    // the wallet reads its day contracts
    "x402",
    "wallet",
    "compliance",
  ],
  // readers and desks over the above
  ["admin", "matching", "content", "messages", "performance", "platform", "analytics", "saved-agents"],
  // edges
  ["a2a", "mcp", "seed"],
];
const order = layers.flat();
const kernel = layers[0];

/** The schema layer: tables may reference any table (foreign keys); src/db/schema.ts lists them all. */
const schema = "\\.tables\\.ts$|^apps/server/src/db/schema\\.ts$";
const modulePath = (names) => `^apps/server/src/modules/(${names.join("|")})/`;

/** One rule per module: it imports no module after it in `order`. */
const layerRules = order.slice(0, -1).map((name, i) => ({
  name: "module-imports-only-lower-layers",
  comment: `${name} imports only modules listed before it in .dependency-cruiser.cjs (layers; decision 061).`,
  severity: "error",
  from: { path: modulePath([name]), pathNot: schema },
  to: { path: modulePath(order.slice(i + 1)), pathNot: schema },
}));

module.exports = {
  forbidden: [
    {
      name: "kernel-imports-no-feature",
      comment:
        "The kernel (db, lib, and the kernel modules) imports no feature module: a feature that must act inside a kernel step registers a hook (ledger/payout-hooks.ts) or listens to the event (decision 062).",
      severity: "error",
      from: { path: `^apps/server/src/(db|lib)/|${modulePath(kernel)}`, pathNot: schema },
      to: { path: "^apps/server/src/modules/", pathNot: `${modulePath(kernel)}|${schema}` },
    },
    ...layerRules,
    {
      name: "module-has-a-layer",
      comment:
        "Every module under src/modules is listed in `layers` in .dependency-cruiser.cjs, so the layer rules see it.",
      severity: "error",
      from: { path: "^apps/server/src/modules/", pathNot: `${modulePath(order)}` },
      to: {},
    },
    {
      name: "no-deep-import",
      comment:
        "Another module is imported through its index.ts only; what it does not export there is its own business. The schema layer (*.tables.ts) is the exception: it is one schema, and a barrel would tie every query to the whole module behind a table.",
      severity: "error",
      from: { path: "^apps/server/src/modules/([^/]+)/", pathNot: schema },
      to: {
        path: "^apps/server/src/modules/[^/]+/",
        pathNot: `^apps/server/src/modules/$1/|/index\\.ts$|${schema}`,
      },
    },
    {
      name: "no-file-cycle",
      comment: "No file imports itself through others (Biome's noImportCycles checks the same, file by file).",
      severity: "error",
      from: { path: "^apps/server/src/" },
      to: { circular: true },
    },
  ],
  options: {
    // TypeScript 7 (this repo's compiler) is past what dependency-cruiser 17 can load; swc parses the
    // sources instead, type-only imports included.
    parser: "swc",
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.test\\.ts$|/test/" },
  },
};
