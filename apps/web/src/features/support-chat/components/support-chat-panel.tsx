import { type SupportPassage, supportQueryLengthMax } from "@agora/contracts";
import { ArrowRight, BotMessageSquare, Send, X } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "wouter";
import { Markdown } from "@/components/markdown";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { useAnswerQuestion } from "../api/answer-question";
import { type ChatTurn, useConversation } from "./conversation";

/** A phrased answer while it streams: its sources, and the text so far. */
interface Streaming {
  turnId: string;
  sources: SupportPassage[];
  text: string;
}

/**
 * The support chat's panel: questions answered by retrieval over the help articles and the API
 * reference. Each answer quotes the best passage and links its sources; with no good passage it
 * says so and offers the contact form. When the server has a language model, the answer is phrased
 * from those passages and its text appears as it streams (decision 042); the message list is
 * `aria-busy` meanwhile, so screen readers announce the answer once, when it is whole. The
 * conversation lasts the browser session. Escape closes the panel.
 */
export function SupportChatPanel({ id, className, onClose }: { id: string; className?: string; onClose: () => void }) {
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const { turns, setTurns } = useConversation();
  const ask = useAnswerQuestion();
  const [question, setQuestion] = useState("");
  const [streaming, setStreaming] = useState<Streaming | null>(null);

  // Move focus into the panel when it opens, so keyboard users land where the content is.
  useEffect(() => {
    panelRef.current?.focus();
  }, []);
  // Each new question or answer, and each new line of a streaming one, scrolls into view.
  const streamedLines = streaming?.text.split("\n").length ?? 0;
  useEffect(() => {
    if (turns.length > 0 || streamedLines > 0) endRef.current?.scrollIntoView?.({ block: "end" });
  }, [turns, streamedLines]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const text = question.trim();
    if (text === "" || ask.isPending) return;
    const turnId = newIdempotencyKey();
    setTurns((all) => [...all, { id: turnId, question: text, answer: null }]);
    setQuestion("");
    const progress = {
      onSources: (sources: SupportPassage[]) => setStreaming({ turnId, sources, text: "" }),
      onDelta: (piece: string) =>
        setStreaming((now) => (now?.turnId === turnId ? { ...now, text: now.text + piece } : now)),
    };
    ask.mutate(
      { question: text, progress },
      {
        onSuccess: (answer) => setTurns((all) => all.map((turn) => (turn.id === turnId ? { ...turn, answer } : turn))),
        // The question goes back into the box, to send again; a half-streamed answer goes with it.
        onError: () => {
          setTurns((all) => all.filter((turn) => turn.id !== turnId));
          setQuestion(text);
        },
        onSettled: () => setStreaming((now) => (now?.turnId === turnId ? null : now)),
      },
    );
  }

  return (
    <section
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className={cn(
        "fixed right-4 bottom-20 z-40 flex flex-col overflow-hidden rounded-2xl border bg-popover text-popover-foreground shadow-2xl outline-none animate-panel-in sm:right-6 sm:bottom-24",
        className,
      )}
    >
      <div className="flex items-center gap-3 border-b bg-muted/50 px-4 py-3">
        <span className="flex size-9 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <BotMessageSquare className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-sm font-semibold">
            Agora support
          </h2>
          <p className="text-xs text-muted-foreground">Answers from the help articles and API reference</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Hide support chat"
          className="rounded-md p-1.5 text-muted-foreground transition-colors outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div
        className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-4 text-sm"
        aria-live="polite"
        aria-busy={streaming !== null}
      >
        <Bubble>
          Ask about hiring, payments, disputes, verification or the API. I answer from Agora's help articles and link
          where I found it.
        </Bubble>
        {turns.map((turn) => (
          <Turn
            key={turn.id}
            turn={turn}
            streaming={streaming?.turnId === turn.id ? streaming : null}
            onNavigate={onClose}
          />
        ))}
        {ask.isError ? (
          <p role="alert" className="text-xs text-destructive">
            Could not ask: {getErrorMessage(ask.error)}
          </p>
        ) : null}
        <div ref={endRef} />
      </div>
      <form onSubmit={onSubmit} className="flex items-end gap-2 border-t p-3">
        <label htmlFor={`${id}-question`} className="sr-only">
          Your question
        </label>
        <input
          id={`${id}-question`}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          maxLength={supportQueryLengthMax}
          placeholder="e.g. How do I withdraw money?"
          autoComplete="off"
          className="h-9 min-w-0 flex-1 rounded-lg border border-input bg-card px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        <Button type="submit" size="icon-sm" aria-label="Ask" disabled={ask.isPending || question.trim() === ""}>
          {ask.isPending ? <Spinner /> : <Send />}
        </Button>
      </form>
    </section>
  );
}

function Bubble({ children, isMine = false }: { children: React.ReactNode; isMine?: boolean }) {
  return (
    <div
      className={cn(
        "max-w-[85%] rounded-2xl px-3.5 py-2.5 leading-relaxed",
        isMine ? "self-end rounded-tr-sm bg-primary text-primary-foreground" : "rounded-tl-sm bg-muted",
      )}
    >
      {children}
    </div>
  );
}

function Turn({
  turn,
  streaming,
  onNavigate,
}: {
  turn: ChatTurn;
  streaming: Streaming | null;
  onNavigate: () => void;
}) {
  const { answer } = turn;
  return (
    <>
      <Bubble isMine>{turn.question}</Bubble>
      {answer === null && streaming ? (
        <div className="grid gap-2">
          {streaming.text === "" ? null : (
            <Bubble>
              <Markdown>{streaming.text}</Markdown>
            </Bubble>
          )}
          <p role="status" className="flex items-center gap-2 text-xs text-muted-foreground">
            <Spinner /> Writing the answer…
          </p>
          <Sources sources={streaming.sources} isNumbered onNavigate={onNavigate} />
        </div>
      ) : answer === null ? (
        <p role="status" className="flex items-center gap-2 text-xs text-muted-foreground">
          <Spinner /> Looking it up…
        </p>
      ) : answer.answered && answer.generated ? (
        <div className="grid gap-2">
          <Bubble>
            <Markdown>{answer.text}</Markdown>
          </Bubble>
          <Sources sources={answer.sources} isNumbered onNavigate={onNavigate} />
        </div>
      ) : answer.answered ? (
        <div className="grid gap-2">
          <Bubble>
            <span className="block text-xs text-muted-foreground">From “{answer.sources[0]?.title}”:</span>
            <q className="mt-1 block">{answer.text}</q>
          </Bubble>
          <Sources sources={answer.sources} onNavigate={onNavigate} />
        </div>
      ) : (
        <div className="grid gap-2">
          <Bubble>{answer.text}</Bubble>
          <SourceLink href="/contact" title="Write to the team" onNavigate={onNavigate} />
        </div>
      )}
    </>
  );
}

/**
 * The answer's sources as links. Numbered when the model phrased the answer, since it cites them
 * as [1], [2]…
 */
function Sources({
  sources,
  isNumbered = false,
  onNavigate,
}: {
  sources: SupportPassage[];
  isNumbered?: boolean;
  onNavigate: () => void;
}) {
  if (sources.length === 0) return null;
  return (
    <nav aria-label="Sources" className="flex flex-col gap-1.5">
      {sources.map((source, i) => (
        <SourceLink
          key={`${source.href} ${source.title}`}
          href={source.href}
          title={isNumbered ? `[${i + 1}] ${source.title}` : source.title}
          onNavigate={onNavigate}
        />
      ))}
    </nav>
  );
}

function SourceLink({ href, title, onNavigate }: { href: string; title: string; onNavigate: () => void }) {
  return (
    <Link
      href={href}
      onClick={onNavigate}
      className="group flex items-center gap-2 rounded-lg border bg-card px-3 py-2 text-xs outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="min-w-0 flex-1 font-medium">{title}</span>
      <ArrowRight
        className="size-3.5 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        aria-hidden="true"
      />
    </Link>
  );
}
