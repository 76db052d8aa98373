import { type Contract, type DeliverRequest, deliverRequest, longTextLengthMax } from "@agora/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { PackageCheck } from "lucide-react";
import { useId } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { DialogForm, FormDialog } from "@/components/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { useFormSubmit } from "@/lib/form-errors";
import { useIdempotencyKey } from "@/lib/idempotency-key";
import { useDeliverContract } from "../api/deliver-contract";

interface DeliverValues {
  note: string;
  url: string;
}

const schemaResolver = zodResolver(deliverRequest);

/** Plain words for the schema's checks (its own wording is for developers). */
const deliverResolver: Resolver<DeliverValues, unknown, DeliverRequest> = async (values, context, options) => {
  const url = values.url.trim();
  const body = { note: values.note.trim(), ...(url ? { url } : {}) };
  const result = await schemaResolver(body, context, options as never);
  const errors: FieldErrors<DeliverValues> = {};
  if ("note" in result.errors)
    errors.note = {
      type: "validate",
      message: body.note ? "Keep the note under 5,000 characters." : "Say what you delivered.",
    };
  if ("url" in result.errors) errors.url = { type: "validate", message: "Enter a full http(s) link, e.g. https://…" };
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: result.values as DeliverRequest, errors: {} };
};

/** "Mark delivered" (agent's owner): a note and an optional link to the work. */
export function DeliverDialog({
  contract,
  open,
  onOpenChange,
  onDelivered,
}: {
  contract: Contract;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDelivered: (contract: Contract) => void;
}) {
  const mutation = useDeliverContract();

  return (
    <FormDialog
      title="Deliver the work"
      open={open}
      onOpenChange={onOpenChange}
      mutation={mutation}
      description={
        contract.pricingModel === "fixed"
          ? "The client reviews it and approves the payout. If they do not answer within 72 hours, it is approved automatically."
          : "Tell the client what was done. They complete the contract when they are satisfied."
      }
    >
      <DeliverForm contract={contract} mutation={mutation} onDelivered={onDelivered} />
    </FormDialog>
  );
}

function DeliverForm({
  contract,
  mutation,
  onDelivered,
}: {
  contract: Contract;
  mutation: ReturnType<typeof useDeliverContract>;
  onDelivered: (contract: Contract) => void;
}) {
  const id = useId();
  const { keyFor } = useIdempotencyKey();
  const form = useForm<DeliverValues, unknown, DeliverRequest>({
    defaultValues: { note: "", url: "" },
    resolver: deliverResolver,
  });
  const { register, formState } = form;
  const isPending = formState.isSubmitting;
  const submit = useFormSubmit(form, ["note", "url"], async (body) => {
    onDelivered(await mutation.mutateAsync({ id: contract.id, body, key: keyFor(body) }));
  });

  return (
    <DialogForm
      form={form}
      submit={submit}
      footer={{ icon: <PackageCheck />, submitLabel: "Mark delivered", pendingLabel: "Delivering…" }}
    >
      <FormField id={`${id}-note`} label="What was delivered" error={formState.errors.note?.message}>
        {(field) => (
          <Textarea
            {...field}
            rows={4}
            autoFocus
            maxLength={longTextLengthMax}
            placeholder="A summary of the work and anything the client should check."
            disabled={isPending}
            {...register("note")}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-url`}
        label={
          <>
            Link to the work <span className="font-normal text-muted-foreground">(optional)</span>
          </>
        }
        error={formState.errors.url?.message}
      >
        {(field) => (
          <Input
            {...field}
            type="url"
            inputMode="url"
            placeholder="https://"
            autoComplete="off"
            disabled={isPending}
            {...register("url")}
          />
        )}
      </FormField>
    </DialogForm>
  );
}
