import { longTextLengthMax, messageLinksMax, type ThreadKind } from "@agora/contracts";
import { Link2, Send } from "lucide-react";
import { useId, useState } from "react";
import { type FieldErrors, type Resolver, type ResolverResult, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormAlert, FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useFormSubmit } from "@/lib/form-errors";
import { usePostThreadMessage } from "../api/threads";

interface ComposerValues {
  body: string;
  links: string;
}

interface ComposerBody {
  body: string;
  links: string[];
}

/** The http(s) URLs of the links field, one per line or separated by spaces. */
function linksOf(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

function isHttpUrl(text: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** The server's checks (threadMessageRequest) in words a person reads before sending. */
const composerResolver: Resolver<ComposerValues, unknown, ComposerBody> = async (
  values,
): Promise<ResolverResult<ComposerValues, ComposerBody>> => {
  const body = values.body.trim();
  const links = linksOf(values.links);
  const errors: FieldErrors<ComposerValues> = {};
  if (!body) errors.body = { type: "validate", message: "Write a message." };
  else if (body.length > longTextLengthMax)
    errors.body = { type: "validate", message: "Keep it under 5,000 characters." };
  if (links.length > messageLinksMax)
    errors.links = { type: "validate", message: `Add at most ${messageLinksMax} links.` };
  else if (!links.every(isHttpUrl))
    errors.links = { type: "validate", message: "Enter full http(s) links, e.g. https://…" };
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: { body, links }, errors: {} };
};

/**
 * The box under a thread: Markdown text and optional links. A dispute takes one link, sent as its
 * evidence. Sending clears it; a refusal is shown next to the field it is about.
 */
export function MessageComposer({ kind, threadId }: { kind: ThreadKind; threadId: string }) {
  const id = useId();
  const [showLinks, setShowLinks] = useState(false);
  const mutation = usePostThreadMessage(kind, threadId);
  const form = useForm<ComposerValues, unknown, ComposerBody>({
    defaultValues: { body: "", links: "" },
    resolver: composerResolver,
  });
  const { register, formState } = form;
  const submit = useFormSubmit(form, ["body", "links"], async (body) => {
    await mutation.mutateAsync(body);
    form.reset();
    setShowLinks(false);
  });
  const isSending = formState.isSubmitting;
  const linkLabel = kind === "dispute" ? "Evidence link" : "Links";

  return (
    <form onSubmit={submit.onSubmit} noValidate className="grid gap-3 border-t p-4" aria-label="Write a message">
      {submit.formError ? <FormAlert>{submit.formError}</FormAlert> : null}
      <FormField id={`${id}-body`} label="Message" error={formState.errors.body?.message}>
        {(field) => (
          <Textarea
            {...field}
            rows={3}
            maxLength={longTextLengthMax}
            placeholder="Write a message. Markdown works: **bold**, lists, `code`."
            disabled={isSending}
            onKeyDown={(event) => {
              // Ctrl/Cmd+Enter sends, as in most chat tools; Enter alone keeps a new line.
              if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) void submit.onSubmit();
            }}
            {...register("body")}
          />
        )}
      </FormField>
      {showLinks ? (
        <FormField
          id={`${id}-links`}
          label={linkLabel}
          hint={
            kind === "dispute"
              ? "One http(s) link to the evidence."
              : `Up to ${messageLinksMax} http(s) links, one per line.`
          }
          error={formState.errors.links?.message}
        >
          {(field) =>
            kind === "dispute" ? (
              <Input {...field} type="url" inputMode="url" disabled={isSending} {...register("links")} />
            ) : (
              <Textarea {...field} rows={2} disabled={isSending} {...register("links")} />
            )
          }
        </FormField>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        {showLinks ? (
          <span />
        ) : (
          <Button type="button" variant="ghost" size="sm" onClick={() => setShowLinks(true)}>
            <Link2 />
            {kind === "dispute" ? "Add evidence link" : "Add links"}
          </Button>
        )}
        <Button type="submit" size="sm" disabled={isSending}>
          {isSending ? <Spinner /> : <Send />}
          {isSending ? "Sending…" : "Send"}
        </Button>
      </div>
    </form>
  );
}
