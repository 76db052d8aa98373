import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Button } from "./button";
import { Spinner } from "./spinner";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const overlayClass =
  "fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out";

/** Widest a dialog grows on large screens; phones always get the full width less a margin. */
export const dialogSizes = { md: "max-w-md", lg: "max-w-lg", xl: "max-w-xl" } as const;

export const contentClass =
  "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-popover p-5 text-popover-foreground shadow-xl outline-none sm:p-6 data-[state=open]:animate-dialog-in data-[state=closed]:animate-dialog-out";

/** A modal panel with an overlay and a close button. Put a DialogTitle inside for screen readers. */
export function DialogContent({
  className,
  children,
  size = "lg",
  hideClose = false,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { size?: keyof typeof dialogSizes; hideClose?: boolean }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content className={cn(contentClass, dialogSizes[size], className)} {...props}>
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground transition-colors outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring">
            <X className="size-4" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Title and description; keeps clear of the close button in the corner. */
export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 pr-6", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

/**
 * The footer of a dialog holding a form: "Cancel", which closes the dialog, and the submit button
 * with `icon` and `submitLabel`. While `isPending` both are disabled and the submit button shows a
 * spinner and `pendingLabel`. `children` go first (a note on the left, say). `cancelLabel` and
 * `variant` (the submit button's) are for a form whose act is grave, e.g. "Keep working".
 */
export function DialogFormFooter({
  isPending,
  submitLabel,
  pendingLabel,
  icon = null,
  cancelLabel = "Cancel",
  variant,
  autoFocusSubmit,
  className,
  children,
}: {
  isPending: boolean;
  submitLabel: ReactNode;
  pendingLabel: ReactNode;
  icon?: ReactNode;
  cancelLabel?: ReactNode;
  variant?: ComponentProps<typeof Button>["variant"];
  /** Focus the submit button when the dialog opens: for a form with nothing to type. */
  autoFocusSubmit?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <DialogFooter className={className}>
      {children}
      <DialogClose asChild>
        <Button variant="outline" disabled={isPending}>
          {cancelLabel}
        </Button>
      </DialogClose>
      <Button type="submit" variant={variant} disabled={isPending} autoFocus={autoFocusSubmit}>
        {isPending ? <Spinner /> : icon}
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-lg font-semibold tracking-tight", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

/**
 * The shell shared by dialogs that own a mutation: a Dialog with DialogContent of `size` (default
 * "lg"), a header with `title` and `description`, then `children` (usually the form).
 *
 * `open` and `onOpenChange` are the dialog's controlled state. While `busy` (the mutation is
 * pending) every way of closing it (Escape, the overlay, the close button, "Cancel") is refused, so
 * a request cannot be abandoned half-way and its result is never lost; `onClosed` runs just before
 * a close is passed on, typically `mutation.reset()`, so the next opening starts without the last
 * error or result.
 */
export function MutationDialog({
  open,
  onOpenChange,
  busy,
  onClosed,
  title,
  description,
  size = "lg",
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onClosed?: () => void;
  title: ReactNode;
  description: ReactNode;
  size?: keyof typeof dialogSizes;
  children?: ReactNode;
}) {
  function changeOpen(next: boolean) {
    if (!next && busy) return;
    if (!next) onClosed?.();
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent size={size}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
