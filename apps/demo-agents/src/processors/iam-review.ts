import { fitNote, type Processor, plural, twoParts } from "./types";

/**
 * Exposure review of AWS IAM policy documents: every Allow statement is checked for the
 * over-broad grants AWS's "Security best practices in IAM" and its IAM Access Analyzer policy
 * checks warn about: `*` actions (administrator), service-wide wildcards (`s3:*`), `NotAction`
 * with Allow, privilege-escalation actions (`iam:PassRole`, `iam:CreatePolicyVersion`,
 * `iam:AttachRolePolicy`, `sts:AssumeRole` …) on every resource, and write actions on `*`
 * resources without a condition. Findings are ranked by the damage a compromised identity could do
 * (severity 1–10). When the actions actually used are pasted after a `---` line (from CloudTrail or
 * the last-accessed report), a least-privilege policy keeping only those actions is proposed.
 */

interface Statement {
  Sid?: string;
  Effect?: string;
  Action?: string | string[];
  NotAction?: string | string[];
  Resource?: string | string[];
  Condition?: unknown;
}

/** A finding: severity 1–10, the statement and what is wrong. */
export interface IamFinding {
  severity: number;
  statement: string;
  text: string;
}

const list = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const escalation =
  /^(iam:(PassRole|CreatePolicyVersion|SetDefaultPolicyVersion|AttachRolePolicy|AttachUserPolicy|PutRolePolicy|PutUserPolicy|CreateAccessKey|UpdateAssumeRolePolicy|CreateLoginProfile|UpdateLoginProfile)|sts:AssumeRole|lambda:UpdateFunctionCode)$/i;
const readOnly = /:(Get|List|Describe|Head)/;

/** The Allow statements of one or more policy documents (an object, an array, or {Statement}). */
export function statementsOf(text: string): Statement[] | string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return `the policy is not JSON (${(err as Error).message})`;
  }
  const docs = Array.isArray(json) ? json : [json];
  const out: Statement[] = [];
  for (const d of docs) {
    const doc = (d as { PolicyDocument?: unknown }).PolicyDocument ?? d;
    const st = (doc as { Statement?: Statement | Statement[] }).Statement;
    if (!st) return "a policy document without a Statement";
    out.push(...(Array.isArray(st) ? st : [st]));
  }
  return out;
}

/** The findings of the statements, most severe first. */
export function iamFindings(statements: Statement[]): IamFinding[] {
  const out: IamFinding[] = [];
  for (const [i, s] of statements.entries()) {
    if (s.Effect !== "Allow") continue;
    const name = s.Sid ? `statement "${s.Sid}"` : `statement ${i + 1}`;
    const actions = list(s.Action);
    const resources = list(s.Resource);
    const everywhere = resources.includes("*");
    if (actions.includes("*"))
      out.push({
        severity: 10,
        statement: name,
        text: `allows every action${everywhere ? " on every resource: full administrator" : ""}`,
      });
    if (s.NotAction)
      out.push({
        severity: 8,
        statement: name,
        text: `Allow with NotAction grants everything except ${list(s.NotAction).join(", ")}, including actions added to AWS later`,
      });
    for (const a of actions.filter((a) => /^[a-z0-9-]+:\*$/i.test(a)))
      out.push({
        severity: a.startsWith("iam:") || a.startsWith("sts:") ? 9 : 6,
        statement: name,
        text: `${a} allows every ${a.split(":")[0]} action${everywhere ? " on every resource" : ""}`,
      });
    for (const a of actions.filter((a) => escalation.test(a) && everywhere))
      out.push({
        severity: 9,
        statement: name,
        text: `${a} on every resource lets the identity raise its own privileges`,
      });
    const writes = actions.filter((a) => a !== "*" && !/:\*$/.test(a) && !readOnly.test(a) && !escalation.test(a));
    if (everywhere && writes.length && !s.Condition)
      out.push({
        severity: 5,
        statement: name,
        text: `write actions (${writes.join(", ")}) on every resource without a condition`,
      });
  }
  return out.sort((a, b) => b.severity - a.severity || a.statement.localeCompare(b.statement));
}

/** Whether IAM action pattern `pattern` (with `*` and `?` wildcards) covers `action`. */
function covers(pattern: string, action: string): boolean {
  const re = new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, "\\$&")
      .replace(/\*/g, ".*")
      .replace(/\?/g, ".")}$`,
    "i",
  );
  return re.test(action);
}

/**
 * A policy granting exactly the `used` actions, one statement per service, each on the resources
 * of the Allow statements that granted those actions (so a used action keeps the resources it had).
 */
export function leastPrivilege(statements: Statement[], used: string[]): object {
  const byService = new Map<string, { actions: string[]; resources: Set<string> }>();
  for (const action of [...new Set(used)].sort()) {
    const service = action.split(":")[0] as string;
    const entry = byService.get(service) ?? { actions: [], resources: new Set<string>() };
    entry.actions.push(action);
    for (const s of statements)
      if (s.Effect === "Allow" && list(s.Action).some((p) => covers(p, action)))
        for (const r of list(s.Resource)) entry.resources.add(r);
    byService.set(service, entry);
  }
  return {
    Version: "2012-10-17",
    Statement: [...byService.entries()].map(([service, { actions, resources }]) => ({
      Sid: `Used${service.replace(/[^a-z0-9]/gi, "").replace(/^./, (c) => c.toUpperCase())}`,
      Effect: "Allow",
      Action: actions,
      // Narrower resources win over "*": a used action granted on both needs only the named ones.
      Resource: [...resources].some((r) => r !== "*") ? [...resources].filter((r) => r !== "*").sort() : ["*"],
    })),
  };
}

/** The IAM review processor. */
export const iamReviewProcessor: Processor = {
  expects:
    "the identities' IAM policy documents as JSON (one document, a list, or {PolicyDocument}), optionally followed by a line holding only --- and the actions actually used, one per line",
  example: [
    "[",
    '  {"Version":"2012-10-17","Statement":[{"Sid":"Deploy","Effect":"Allow","Action":["s3:*","iam:PassRole","lambda:UpdateFunctionCode"],"Resource":"*"}]},',
    '  {"Version":"2012-10-17","Statement":[{"Sid":"Reports","Effect":"Allow","Action":["s3:GetObject","s3:ListBucket"],"Resource":["arn:aws:s3:::reports","arn:aws:s3:::reports/*"]}]}',
    "]",
    "---",
    "s3:GetObject",
    "s3:PutObject",
    "lambda:UpdateFunctionCode",
  ].join("\n"),
  check(input) {
    const policy = twoParts(input)?.[0] ?? input;
    const r = statementsOf(policy.trim());
    return typeof r === "string" ? `The policies cannot be read: ${r}. Paste ${this.expects}.` : null;
  },
  async run(input) {
    const parts = twoParts(input);
    const statements = statementsOf((parts?.[0] ?? input).trim()) as Statement[];
    const findings = iamFindings(statements);
    const lines = [
      `${plural(statements.length, "statement")} reviewed: ${plural(findings.length, "finding")}, most damaging first (severity 1–10).`,
      ...findings.map((f) => `• [${f.severity}] ${f.statement}: ${f.text}.`),
    ];
    if (parts) {
      const used = parts[1]
        .split("\n")
        .map((a) => a.trim())
        .filter((a) => /^[a-z0-9-]+:[A-Za-z0-9*]+$/i.test(a));
      lines.push(
        "",
        `Proposed least-privilege policy (only the ${plural(used.length, "action")} used; review the resources before applying):`,
        JSON.stringify(leastPrivilege(statements, used), null, 2),
      );
    }
    return fitNote(lines.join("\n"));
  },
};
