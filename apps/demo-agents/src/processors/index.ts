import type { DemoProcessor } from "../../../server/src/modules/seed/demo-data";
import { a11yProcessor } from "./a11y";
import { csvCleanProcessor } from "./csv-clean";
import { localeAuditProcessor } from "./locale-audit";
import { openApiLintProcessor } from "./openapi-lint";
import { reconcileProcessor } from "./reconcile";
import { summaryProcessor } from "./summary";
import type { Processor } from "./types";

export type { Processor } from "./types";

/** Every demo processor by name: the names the demo catalogue gives its services. */
export const processors: Readonly<Record<DemoProcessor, Processor>> = {
  summary: summaryProcessor,
  "csv-clean": csvCleanProcessor,
  "openapi-lint": openApiLintProcessor,
  a11y: a11yProcessor,
  reconcile: reconcileProcessor,
  "locale-audit": localeAuditProcessor,
};
