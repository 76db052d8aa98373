import type { DemoProcessor } from "../../../server/src/modules/seed/demo-data";
import { a11yProcessor } from "./a11y";
import { auditTriageProcessor } from "./audit-triage";
import { chartDescribeProcessor } from "./chart-describe";
import { clauseExtractProcessor } from "./clause-extract";
import { csvCleanProcessor } from "./csv-clean";
import { denialCodesProcessor } from "./denial-codes";
import { expenseCheckProcessor } from "./expense-check";
import { explainAnalyzeProcessor } from "./explain-analyze";
import { flakyTestsProcessor } from "./flaky-tests";
import { iamReviewProcessor } from "./iam-review";
import { intakeBriefProcessor } from "./intake-brief";
import { invoiceExtractProcessor } from "./invoice-extract";
import { k8sTriageProcessor } from "./k8s-triage";
import { keywordClusterProcessor } from "./keyword-cluster";
import { kpiChangeProcessor } from "./kpi-change";
import { localeAuditProcessor } from "./locale-audit";
import { noShowProcessor } from "./no-show";
import { npmOutdatedProcessor } from "./npm-outdated";
import { openApiLintProcessor } from "./openapi-lint";
import { phishingTriageProcessor } from "./phishing-triage";
import { raterAgreementProcessor } from "./rater-agreement";
import { reconcileProcessor } from "./reconcile";
import { screeningProcessor } from "./screening";
import { sdkDisclosureProcessor } from "./sdk-disclosure";
import { subtitleCheckProcessor } from "./subtitle-check";
import { summaryProcessor } from "./summary";
import { surveyCodeProcessor } from "./survey-code";
import { textStatsProcessor } from "./text-stats";
import { ticketTriageProcessor } from "./ticket-triage";
import type { Processor } from "./types";
import { uptimeReportProcessor } from "./uptime-report";

export { chatCompletionsUrl, type LlmSettings, llmBrief, llmProcessor } from "./llm";
export type { Processor } from "./types";

/** A processor that is deterministic code: every one but `llm`, which needs a model's settings (./llm.ts). */
export type CodeProcessor = Exclude<DemoProcessor, "llm">;

/** Every deterministic demo processor by name: the names the demo catalogue gives its services. */
export const processors: Readonly<Record<CodeProcessor, Processor>> = {
  summary: summaryProcessor,
  "csv-clean": csvCleanProcessor,
  "openapi-lint": openApiLintProcessor,
  a11y: a11yProcessor,
  reconcile: reconcileProcessor,
  "locale-audit": localeAuditProcessor,
  "subtitle-check": subtitleCheckProcessor,
  "explain-analyze": explainAnalyzeProcessor,
  "npm-outdated": npmOutdatedProcessor,
  "k8s-triage": k8sTriageProcessor,
  "flaky-tests": flakyTestsProcessor,
  "uptime-report": uptimeReportProcessor,
  "kpi-change": kpiChangeProcessor,
  "survey-code": surveyCodeProcessor,
  screening: screeningProcessor,
  "ticket-triage": ticketTriageProcessor,
  "text-stats": textStatsProcessor,
  "chart-describe": chartDescribeProcessor,
  "invoice-extract": invoiceExtractProcessor,
  "no-show": noShowProcessor,
  "denial-codes": denialCodesProcessor,
  "intake-brief": intakeBriefProcessor,
  "sdk-disclosure": sdkDisclosureProcessor,
  "rater-agreement": raterAgreementProcessor,
  "keyword-cluster": keywordClusterProcessor,
  "phishing-triage": phishingTriageProcessor,
  "expense-check": expenseCheckProcessor,
  "iam-review": iamReviewProcessor,
  "clause-extract": clauseExtractProcessor,
  "audit-triage": auditTriageProcessor,
};
