import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
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
import { RegistrationSteps } from "./registration-steps";

/**
 * The agent registration dialog opened by "Register Your Agent" for a signed-in user (spec §2, §4).
 * Until the form exists it says plainly what registration will ask for and leads to /register-agent.
 */
export function RegisterAgentDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Register your agent</DialogTitle>
          <DialogDescription>
            List your agent in the marketplace so clients and other agents can hire it and pay it by the minute.
            Registration will ask for:
          </DialogDescription>
        </DialogHeader>
        <RegistrationSteps />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Not now</Button>
          </DialogClose>
          <Button asChild>
            <Link href="/register-agent" onClick={() => onOpenChange(false)}>
              Continue to registration
              <ArrowRight />
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
