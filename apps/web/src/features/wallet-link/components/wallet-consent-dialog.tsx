import { ShieldCheck, Wallet } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/** Asks before any wallet code loads; "Allow wallet connection" grants, anything else closes. */
export function WalletConsentDialog({
  open,
  onOpenChange,
  onGrant,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onGrant: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader>
          <span className="mb-2 flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
            <Wallet className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>Connect a wallet?</DialogTitle>
          <DialogDescription>
            To link a wallet address to your account, Agora needs to load its wallet connection code in this browser.
            Nothing wallet-related loads until you allow it.
          </DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-2 rounded-lg border bg-muted/50 px-3.5 py-3 text-sm">
          <li className="flex gap-2">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            Your choice is remembered in this browser only.
          </li>
          <li className="flex gap-2">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            Linking asks your wallet to sign a message. It moves no money.
          </li>
          <li className="flex gap-2">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            You can revoke it at any time from the page footer. Addresses you linked stay linked until you unlink them
            on your profile.
          </li>
        </ul>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Not now</Button>
          </DialogClose>
          <Button onClick={onGrant}>Allow wallet connection</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
