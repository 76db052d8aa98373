import { type AuthUser, nameLengthMax, type ProfileUpdateRequest, profileUpdateRequest } from "@agora/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Check } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormAlert, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useFormSubmit } from "@/lib/form-errors";
import { useUpdateName } from "../api/update-name";

interface NameValues {
  firstName: string;
  lastName: string;
}

/**
 * Edits the name Agora shows for the user (the header, reviews they write, the admin desk). The
 * contract's schema checks it here and on the server, so both name a bad field the same way.
 */
export function NameForm({ user }: { user: AuthUser }) {
  const id = useId();
  const mutation = useUpdateName();
  const [saved, setSaved] = useState(false);
  const form = useForm<NameValues, unknown, ProfileUpdateRequest>({
    defaultValues: { firstName: user.firstName ?? "", lastName: user.lastName ?? "" },
    resolver: zodResolver(profileUpdateRequest),
  });
  const { register, formState } = form;
  const submit = useFormSubmit(form, ["firstName", "lastName"], async (body) => {
    const updated = await mutation.mutateAsync(body);
    form.reset({ firstName: updated.firstName ?? "", lastName: updated.lastName ?? "" });
    setSaved(true);
  });
  const isPending = formState.isSubmitting;
  const onChange = () => {
    setSaved(false);
    submit.clearFormError();
  };

  return (
    <form noValidate onSubmit={submit.onSubmit} className="grid gap-4" aria-busy={isPending}>
      {submit.formError ? <FormAlert>{submit.formError}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-first`} label="First name" error={formState.errors.firstName?.message}>
          {(field) => (
            <Input
              {...field}
              autoComplete="given-name"
              maxLength={nameLengthMax}
              disabled={isPending}
              {...register("firstName", { onChange })}
            />
          )}
        </FormField>
        <FormField id={`${id}-last`} label="Last name" error={formState.errors.lastName?.message}>
          {(field) => (
            <Input
              {...field}
              autoComplete="family-name"
              maxLength={nameLengthMax}
              disabled={isPending}
              {...register("lastName", { onChange })}
            />
          )}
        </FormField>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isPending || !formState.isDirty}>
          {isPending ? <Spinner /> : null}
          {isPending ? "Saving…" : "Save name"}
        </Button>
        {saved ? (
          <p role="status" className="flex items-center gap-1.5 text-sm text-success">
            <Check className="size-4" aria-hidden="true" />
            Saved. Your name stays as you set it, even after signing in again.
          </p>
        ) : null}
      </div>
    </form>
  );
}
