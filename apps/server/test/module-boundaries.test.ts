import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The boundary rule of src/db/schema.ts: outside its *.tables.ts (foreign keys), a module takes
// another module's data through that module's functions or the views it owns (`…View`), never
// through its tables, neither by importing them nor by naming them in SQL text. Biome cannot tell
// a table from a view, so this test reads the imports and the SQL.

const modulesDir = fileURLToPath(new URL("../src/modules", import.meta.url));

/** Every `.ts` file under `dir`, recursively. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/** Column sets selected from a view (`getViewSelectedFields` or a pick of a view's columns). */
const viewColumnSets = new Set(["users.userAccountColumns", "agents.agentListingPricingColumns"]);

const tableImport = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+"\.\.\/([a-z-]+)\/[a-z-]+\.tables"/g;

/** The value names `source` imports from another module's `*.tables.ts`, as "module.name". */
function foreignTableImports(source: string): string[] {
  return [...source.matchAll(tableImport)].flatMap(([, typeOnly, names = "", owner]) =>
    typeOnly
      ? []
      : names
          .split(",")
          .map((name) => name.trim())
          .filter((name) => name !== "" && !name.startsWith("type "))
          .map((name) => `${owner}.${name.split(/\s+as\s+/)[0]}`),
  );
}

/** The owning module of every table (`pgTable("name"`) declared in a `*.tables.ts`, by table name. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of sourceFiles(modulesDir).filter((f) => f.endsWith(".tables.ts")))
    for (const [, name = ""] of readFileSync(file, "utf8").matchAll(/pgTable\(\s*"([a-z_0-9]+)"/g))
      owners.set(name, relative(modulesDir, file).split(/[\\/]/)[0] as string);
  return owners;
}

/** The table names `source` reads or writes in SQL text (`from`, `join`, `update`, `into` a name). */
function sqlTableNames(source: string): string[] {
  return [...source.matchAll(/\b(?:from|join|update|into)\s+([a-z_][a-z_0-9]*)\b/g)].map(([, name = ""]) => name);
}

describe("module boundaries", () => {
  it("recognises table imports, and lets types and views through", () => {
    const source = [
      'import { type AgentRow, agentNameView, agents } from "../agents/agents.tables";',
      'import type { UserRow } from "../users/users.tables";',
      'import {\n  contractPartyView,\n  contracts as c,\n} from "../hiring/hiring.tables";',
    ].join("\n");
    expect(foreignTableImports(source)).toEqual([
      "agents.agentNameView",
      "agents.agents",
      "hiring.contractPartyView",
      "hiring.contracts",
    ]);
  });

  it("has no module importing another module's tables outside its own *.tables.ts", () => {
    const offences = sourceFiles(modulesDir)
      .filter((file) => !file.endsWith(".tables.ts") && !file.endsWith(".test.ts"))
      .flatMap((file) =>
        foreignTableImports(readFileSync(file, "utf8"))
          .filter((name) => !name.endsWith("View") && !viewColumnSets.has(name))
          .map((name) => `${relative(modulesDir, file)} imports ${name}`),
      );
    expect(offences).toEqual([]);
  });

  it("names another module's table in no SQL text either: views and functions only", () => {
    expect(sqlTableNames("select a.balance from ledger_balances a join stakes s on true")).toEqual([
      "ledger_balances",
      "stakes",
    ]);
    const owners = tableOwners();
    expect(owners.get("ledger_transfers")).toBe("ledger");
    const offences = sourceFiles(modulesDir)
      .filter((file) => !file.endsWith(".tables.ts") && !file.endsWith(".test.ts"))
      .flatMap((file) => {
        const module = relative(modulesDir, file).split(/[\\/]/)[0];
        return sqlTableNames(readFileSync(file, "utf8"))
          .filter((name) => owners.has(name) && owners.get(name) !== module)
          .map((name) => `${relative(modulesDir, file)} reads ${owners.get(name)}'s table ${name}`);
      });
    expect(offences).toEqual([]);
  });
});
