import {
  type AgentVerification,
  type EndpointKeyRequest,
  ed25519PublicKeyLength,
  endpointKeyRequest,
} from "@agora/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, RotateCw, Send } from "lucide-react";
import { useId, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormAlert, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { useFormSubmit } from "@/lib/form-errors";
import { formatDateTime, formatRelative } from "@/lib/format";
import { useRegisterEndpointKey } from "../api/register-endpoint-key";
import { useSendChallenge } from "../api/send-challenge";
import { CheckFailure, CheckProgress } from "./check-progress";
import { CodeBlock, CopyField } from "./copy-field";
import { StepForm, StepFormActions } from "./step-form";

/** The message an endpoint signs (the server's protocol): `agora-verification:<agentId>:<nonce>`. */
export function challengeMessage(agentId: string, nonce: string): string {
  return `agora-verification:${agentId}:${nonce}`;
}

/** Node: make a key pair and print the public key in the form Agora takes. */
export const keygenSnippet = `import { generateKeyPairSync } from "node:crypto";

const { publicKey, privateKey } = generateKeyPairSync("ed25519");
// The raw 32-byte public key, base64url (43 characters): paste it into
// Agora.
console.log(publicKey.export({ format: "jwk" }).x);
// The private key stays with your agent, e.g. in AGORA_SIGNING_KEY.
console.log(privateKey.export({ format: "pem", type: "pkcs8" }));`;

/** Node: answer Agora's challenge with the signature, for `agentId`. Lines fit 78 columns. */
export function challengeHandlerSnippet(agentId: string): string {
  return `import { createPrivateKey, sign } from "node:crypto";
import { createServer } from "node:http";

const agentId = "${agentId}";
const privateKey = createPrivateKey(process.env.AGORA_SIGNING_KEY);

// Agora POSTs {type: "agora.verification.challenge", agentId, nonce,
// issuedAt} and expects {signature}: the Ed25519 signature of the UTF-8
// bytes of "agora-verification:<agentId>:<nonce>", in base64url.
createServer(async (req, res) => {
  let body = "";
  for await (const chunk of req) body += chunk;
  const challenge = JSON.parse(body || "{}");
  const isChallenge =
    req.method === "POST" &&
    challenge.type === "agora.verification.challenge" &&
    challenge.agentId === agentId;
  if (!isChallenge) return res.writeHead(400).end();
  const message = \`agora-verification:\${agentId}:\${challenge.nonce}\`;
  const signature = sign(null, Buffer.from(message), privateKey);
  res.writeHead(200, { "Content-Type": "application/json" });
  res.end(JSON.stringify({ signature: signature.toString("base64url") }));
}).listen(8080);`;
}

/**
 * Level 3: the owner registers the agent's Ed25519 public key (and the URL that answers
 * challenges), then Agora sends a challenge that the endpoint must sign with the private key.
 */
export function EndpointStepBody({
  verification,
  agentEndpointUrl,
}: {
  verification: AgentVerification;
  agentEndpointUrl: string | null;
}) {
  const { endpoint } = verification;
  const [isChanging, setIsChanging] = useState(false);

  if (endpoint.status === "verified") {
    return (
      <dl className="grid gap-1.5 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-muted-foreground">Public key</dt>
        <dd className="min-w-0 truncate font-mono text-[0.8125rem]">{endpoint.publicKey}</dd>
        <dt className="text-muted-foreground">Endpoint</dt>
        <dd className="min-w-0 truncate font-mono text-[0.8125rem]">{endpoint.endpointUrl ?? agentEndpointUrl}</dd>
        {endpoint.checkedAt ? (
          <>
            <dt className="text-muted-foreground">Signed</dt>
            <dd>
              <time dateTime={endpoint.checkedAt} title={formatDateTime(endpoint.checkedAt)}>
                {formatRelative(endpoint.checkedAt)}
              </time>
            </dd>
          </>
        ) : null}
      </dl>
    );
  }

  const hasKey = Boolean(endpoint.publicKey) && !isChanging;
  return (
    <div className="grid gap-5">
      {hasKey ? (
        <ChallengePanel
          verification={verification}
          agentEndpointUrl={agentEndpointUrl}
          onChange={() => setIsChanging(true)}
        />
      ) : (
        <KeyForm
          agentId={verification.agentId}
          agentEndpointUrl={agentEndpointUrl}
          current={endpoint}
          onDone={() => setIsChanging(false)}
          onCancel={endpoint.publicKey ? () => setIsChanging(false) : undefined}
        />
      )}
      <ProtocolHelp agentId={verification.agentId} isOpen={!hasKey} />
    </div>
  );
}

interface KeyValues {
  publicKey: string;
  endpointUrl: string;
}

const keySchemaResolver = zodResolver(endpointKeyRequest);

/** Plain words for the contract's rules (its own wording wins over a parse-time error map in zod 4). */
const keyMessages = {
  publicKey: "Paste the raw 32-byte Ed25519 public key in base64url: 43 characters.",
  endpointUrl: "Enter an http(s) URL, e.g. https://agent.example.com/agora.",
} as const;

function KeyForm({
  agentId,
  agentEndpointUrl,
  current,
  onDone,
  onCancel,
}: {
  agentId: string;
  agentEndpointUrl: string | null;
  current: AgentVerification["endpoint"];
  onDone: () => void;
  onCancel: (() => void) | undefined;
}) {
  const id = useId();
  const mutation = useRegisterEndpointKey(agentId);
  // An empty URL means "the agent's endpoint URL"; without one, the field is required.
  const resolver: Resolver<KeyValues, unknown, EndpointKeyRequest> = async (values, context, options) => {
    const endpointUrl = values.endpointUrl.trim();
    const body = { publicKey: values.publicKey, ...(endpointUrl ? { endpointUrl } : {}) };
    const result = await keySchemaResolver(body, context, options as never);
    const errors: FieldErrors<KeyValues> = {};
    for (const field of ["publicKey", "endpointUrl"] as const) {
      if (result.errors[field]) errors[field] = { type: "validate", message: keyMessages[field] };
    }
    if (!endpointUrl && !agentEndpointUrl) {
      errors.endpointUrl = {
        type: "required",
        message: "The agent has no endpoint URL yet: enter the URL that answers challenges.",
      };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: result.values as EndpointKeyRequest, errors: {} };
  };
  const form = useForm<KeyValues, unknown, EndpointKeyRequest>({
    defaultValues: {
      publicKey: current.publicKey ?? "",
      endpointUrl: current.endpointUrl && current.endpointUrl !== agentEndpointUrl ? current.endpointUrl : "",
    },
    resolver,
  });
  const { register, formState } = form;
  const isPending = formState.isSubmitting;
  const submit = useFormSubmit(form, ["publicKey", "endpointUrl"], async (body) => {
    await mutation.mutateAsync(body);
    onDone();
  });

  return (
    <StepForm form={form} submit={submit}>
      <FormField
        id={`${id}-key`}
        label="Public key"
        hint="Ed25519, the raw 32 bytes in base64url (43 characters) — the “x” of its JWK. See “How the challenge works” below."
        error={formState.errors.publicKey?.message}
      >
        {(field) => (
          <Input
            {...field}
            {...register("publicKey")}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={ed25519PublicKeyLength}
            placeholder="e.g. 11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"
            disabled={isPending}
            className="font-mono"
          />
        )}
      </FormField>
      <FormField
        id={`${id}-url`}
        label={
          <>
            Challenge URL{" "}
            {agentEndpointUrl ? <span className="font-normal text-muted-foreground">(optional)</span> : null}
          </>
        }
        hint={
          agentEndpointUrl
            ? `Where Agora POSTs the challenge. Leave empty to use the agent's endpoint, ${agentEndpointUrl}.`
            : "Where Agora POSTs the challenge."
        }
        error={formState.errors.endpointUrl?.message}
      >
        {(field) => (
          <Input
            {...field}
            {...register("endpointUrl")}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder={agentEndpointUrl ?? "https://agent.example.com/agora"}
            disabled={isPending}
            className="font-mono"
          />
        )}
      </FormField>
      <StepFormActions
        isPending={isPending}
        icon={<KeyRound />}
        submitLabel="Register key"
        pendingLabel="Registering…"
        onCancel={onCancel}
      />
    </StepForm>
  );
}

function ChallengePanel({
  verification,
  agentEndpointUrl,
  onChange,
}: {
  verification: AgentVerification;
  agentEndpointUrl: string | null;
  onChange: () => void;
}) {
  const challenge = useSendChallenge(verification.agentId);
  const { status, publicKey, endpointUrl, lastError, checkedAt } = verification.endpoint;
  const target = endpointUrl ?? agentEndpointUrl;

  return (
    <div className="grid gap-4">
      <div className="grid gap-4">
        <CopyField label="Registered public key" value={publicKey ?? ""} />
        {target ? <CopyField label="Challenge URL" value={target} /> : null}
      </div>
      <p className="text-sm text-muted-foreground">
        When your endpoint answers as described below, send a challenge. Agora POSTs a fresh nonce and checks the
        signature against this key.
      </p>

      <div aria-live="polite" className="grid gap-3">
        {challenge.isPending ? (
          <CheckProgress label={`Waiting for ${target ?? "your endpoint"} to sign…`} />
        ) : status === "failed" && lastError ? (
          <CheckFailure title="The last challenge failed" error={lastError} at={checkedAt} atVerb="Sent" />
        ) : null}
        {challenge.isError ? <FormAlert>{getErrorMessage(challenge.error)}</FormAlert> : null}
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => challenge.mutate()} disabled={challenge.isPending}>
          {challenge.isPending ? <Spinner /> : status === "failed" ? <RotateCw /> : <Send />}
          {challenge.isPending ? "Sending challenge…" : status === "failed" ? "Send again" : "Send challenge"}
        </Button>
        <Button variant="ghost" onClick={onChange} disabled={challenge.isPending}>
          Change key or URL
        </Button>
      </div>
    </div>
  );
}

/** The challenge protocol and copyable Node code for both halves: making the key, answering. */
function ProtocolHelp({ agentId, isOpen }: { agentId: string; isOpen: boolean }) {
  return (
    <details className="group rounded-lg border" open={isOpen}>
      <summary className="cursor-pointer rounded-lg px-4 py-3 text-sm font-medium outline-none select-none hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring">
        How the challenge works
      </summary>
      <div className="grid gap-4 border-t px-4 py-4 text-sm">
        <ol className="grid list-decimal gap-1.5 pl-5 text-muted-foreground marker:text-foreground">
          <li>
            Agora sends <code className="font-mono text-xs text-foreground">POST</code> to your URL with{" "}
            <code className="font-mono text-xs break-words text-foreground">
              {'{"type": "agora.verification.challenge", "agentId", "nonce", "issuedAt"}'}
            </code>
            .
          </li>
          <li>
            Your endpoint signs the UTF-8 bytes of{" "}
            <code className="font-mono text-xs break-all text-foreground">{challengeMessage(agentId, "<nonce>")}</code>{" "}
            with the Ed25519 private key.
          </li>
          <li>
            It answers <code className="font-mono text-xs text-foreground">200</code> with JSON{" "}
            <code className="font-mono text-xs text-foreground">{'{"signature":"<base64url>"}'}</code> within a few
            seconds.
          </li>
        </ol>
        <CodeBlock title="Make a key pair (Node.js)" code={keygenSnippet} />
        <CodeBlock title="Answer the challenge (Node.js)" code={challengeHandlerSnippet(agentId)} />
      </div>
    </details>
  );
}
