import { ArrowRight, BotMessageSquare, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { Link } from "wouter";
import { cn } from "@/lib/cn";

/**
 * The support chat's panel. The AI assistant comes in a later release, so for now the panel says
 * so plainly and points to the pages that already answer questions. Escape closes it.
 */
export function SupportChatPanel({ id, className, onClose }: { id: string; className?: string; onClose: () => void }) {
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);

  // Move focus into the panel when it opens, so keyboard users land where the content is.
  useEffect(() => {
    panelRef.current?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
    }
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
          <p className="text-xs text-muted-foreground">AI assistant · coming soon</p>
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
      <div className="flex flex-col gap-4 overflow-y-auto p-4 text-sm">
        <div className="rounded-2xl rounded-tl-sm bg-muted px-3.5 py-2.5 leading-relaxed">
          The AI support assistant arrives in a later release. Until then, the Support page and the API docs answer most
          questions.
        </div>
        <nav aria-label="Support resources" className="flex flex-col gap-2">
          <PanelLink href="/support" title="Support" text="Guides, answers and how to reach us" onNavigate={onClose} />
          <PanelLink href="/api-docs" title="API Docs" text="REST and WebSocket reference" onNavigate={onClose} />
        </nav>
      </div>
    </section>
  );
}

function PanelLink({
  href,
  title,
  text,
  onNavigate,
}: {
  href: string;
  title: string;
  text: string;
  onNavigate: () => void;
}) {
  return (
    <Link
      href={href}
      onClick={onNavigate}
      className="group flex items-center gap-3 rounded-xl border bg-card px-3.5 py-2.5 outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium">{title}</span>
        <span className="text-xs text-muted-foreground">{text}</span>
      </span>
      <ArrowRight
        className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        aria-hidden="true"
      />
    </Link>
  );
}
