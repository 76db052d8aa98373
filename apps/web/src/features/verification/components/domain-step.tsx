import { type AgentVerification, type DomainVerificationRequest, domainVerificationRequest } from "@agora/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Globe, RotateCw, ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormAlert, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { useFormSubmit } from "@/lib/form-errors";
import { formatDateTime, formatRelative } from "@/lib/format";
import { useCheckDomain } from "../api/check-domain";
import { useRequestDomain } from "../api/request-domain";
import { CheckFailure, CheckProgress } from "./check-progress";
import { CodeBlock, CopyField } from "./copy-field";
import { StepForm, StepFormActions } from "./step-form";

const schemaResolver = zodResolver(domainVerificationRequest);

/**
 * The contract's schema decides; the message is plain words (the schema's own wording wins over a
 * parse-time error map in zod 4, so it is replaced here).
 */
const domainResolver: Resolver<DomainVerificationRequest> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options as never);
  if (!result.errors.domain) return result;
  const domain = values.domain.trim();
  const message =
    domain === ""
      ? "Enter the domain the agent lives on."
      : domain.length > 253
        ? "Use at most 253 characters."
        : "Enter a host name such as agent.example.com, without https:// or a path.";
  return { values: {}, errors: { domain: { type: "validate", message } } };
};

/**
 * Level 2: the owner picks a domain, serves the token Agora issues for it at
 * `https://<domain>/.well-known/agora-verification.txt`, then asks Agora to check.
 */
export function DomainStepBody({ verification }: { verification: AgentVerification }) {
  const { domain } = verification;
  const [isChanging, setIsChanging] = useState(false);

  if (domain.status === "verified" && domain.domain) {
    return (
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <Globe className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="font-medium">{domain.domain}</span>
        {domain.checkedAt ? (
          <span className="text-muted-foreground">
            · checked{" "}
            <time dateTime={domain.checkedAt} title={formatDateTime(domain.checkedAt)}>
              {formatRelative(domain.checkedAt)}
            </time>
          </span>
        ) : null}
      </p>
    );
  }
  if (!domain.domain || !domain.token || !domain.url || isChanging) {
    return (
      <DomainForm
        agentId={verification.agentId}
        current={domain.domain}
        onDone={() => setIsChanging(false)}
        onCancel={domain.token ? () => setIsChanging(false) : undefined}
      />
    );
  }
  return (
    <DomainInstructions
      agentId={verification.agentId}
      verification={verification}
      domainName={domain.domain}
      token={domain.token}
      url={domain.url}
      onChange={() => setIsChanging(true)}
    />
  );
}

function DomainForm({
  agentId,
  current,
  onDone,
  onCancel,
}: {
  agentId: string;
  current: string | null;
  onDone: () => void;
  onCancel: (() => void) | undefined;
}) {
  const id = useId();
  const mutation = useRequestDomain(agentId);
  const form = useForm<DomainVerificationRequest>({
    defaultValues: { domain: current ?? "" },
    resolver: domainResolver,
  });
  const { register, formState } = form;
  const isPending = formState.isSubmitting;
  const submit = useFormSubmit(form, ["domain"], async (body) => {
    await mutation.mutateAsync(body);
    onDone();
  });

  return (
    <StepForm form={form} submit={submit}>
      <FormField
        id={`${id}-domain`}
        label="Domain"
        hint="A host you control, where the agent lives. You will put a small text file on it."
        error={formState.errors.domain?.message}
      >
        {(field) => (
          <Input
            {...field}
            {...register("domain")}
            inputMode="url"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder="agent.example.com"
            disabled={isPending}
            className="font-mono"
          />
        )}
      </FormField>
      <StepFormActions
        isPending={isPending}
        icon={<Globe />}
        submitLabel="Get verification token"
        pendingLabel="Getting a token…"
        onCancel={onCancel}
      />
    </StepForm>
  );
}

function DomainInstructions({
  agentId,
  verification,
  domainName,
  token,
  url,
  onChange,
}: {
  agentId: string;
  verification: AgentVerification;
  domainName: string;
  token: string;
  url: string;
  onChange: () => void;
}) {
  const check = useCheckDomain(agentId);
  const { status, lastError, checkedAt } = verification.domain;

  return (
    <div className="grid gap-5">
      <ol className="grid gap-4 text-sm">
        <li className="grid gap-3">
          <p>
            <span className="font-medium">1. Create this file on {domainName}</span>
            <span className="text-muted-foreground">
              {" "}
              — reachable over https without signing in, answering 200 with no redirect to another host.
            </span>
          </p>
          <CopyField label="File URL" value={url} />
        </li>
        <li className="grid gap-3">
          <p>
            <span className="font-medium">2. Put exactly this text in it</span>
            <span className="text-muted-foreground"> — nothing before or after it; a final newline is fine.</span>
          </p>
          <CopyField label="Verification token" value={token} />
        </li>
        <li className="grid gap-3">
          <p>
            <span className="font-medium">3. Check it</span>
            <span className="text-muted-foreground"> — Agora fetches the file now. To see what it will see, run:</span>
          </p>
          <CodeBlock title="Terminal" code={`curl -sS ${url}`} />
        </li>
      </ol>

      <div aria-live="polite" className="grid gap-3">
        {check.isPending ? (
          <CheckProgress label={`Fetching ${url}…`} />
        ) : status === "failed" && lastError ? (
          <CheckFailure title="The last check failed" error={lastError} at={checkedAt} atVerb="Checked" />
        ) : null}
        {check.isError ? <FormAlert>{getErrorMessage(check.error)}</FormAlert> : null}
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => check.mutate()} disabled={check.isPending}>
          {check.isPending ? <Spinner /> : status === "failed" ? <RotateCw /> : <ShieldCheck />}
          {check.isPending ? "Checking…" : status === "failed" ? "Check again" : "Check now"}
        </Button>
        <Button variant="ghost" onClick={onChange} disabled={check.isPending}>
          Use a different domain
        </Button>
      </div>
    </div>
  );
}
