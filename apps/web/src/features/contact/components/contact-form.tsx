import {
  type ContactMessageRequest,
  type ContactTopic,
  contactMessageRequest,
  contactTopics,
  emailLengthMax,
  longTextLengthMax,
  nameLengthMax,
} from "@agora/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck, Send } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormAlert, FormField } from "@/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useFormSubmit } from "@/lib/form-errors";
import { useSendContactMessage } from "../api/send-contact-message";

/** What each topic is called in the form. */
export const topicLabels: Readonly<Record<ContactTopic, string>> = {
  account: "My account",
  payments: "Payments and withdrawals",
  partnership: "Partnership",
  press: "Press",
  other: "Something else",
};

const fields = ["name", "email", "topic", "message"] as const;

/**
 * The `/contact` form: name, email, topic and message, checked with the server's own schema, then
 * stored for the team's admins. Signed-in people get their name and email filled in.
 */
export function ContactForm({ defaults }: { defaults?: { name: string; email: string } }) {
  const id = useId();
  const mutation = useSendContactMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ContactMessageRequest>({
    defaultValues: { name: defaults?.name ?? "", email: defaults?.email ?? "", topic: "other", message: "" },
    resolver: zodResolver(contactMessageRequest),
  });
  const { register, formState } = form;
  const submit = useFormSubmit(form, fields, async (body) => {
    await mutation.mutateAsync(body);
    setSentTo(body.email);
    form.reset({ ...body, message: "" });
  });

  if (sentTo)
    return (
      <Card role="status" className="flex flex-col items-start gap-3 p-6">
        <CircleCheck className="size-6 text-success" aria-hidden="true" />
        <h2 className="text-lg font-semibold">Message sent</h2>
        <p className="text-sm text-muted-foreground">
          The Agora team reads every message and answers by email at <strong>{sentTo}</strong>.
        </p>
        <Button variant="outline" onClick={() => setSentTo(null)}>
          Write another message
        </Button>
      </Card>
    );

  const isPending = formState.isSubmitting;
  return (
    <Card className="p-5 sm:p-6">
      <form noValidate onSubmit={submit.onSubmit} className="grid gap-5" aria-label="Write to the Agora team">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={`${id}-name`} label="Your name" error={formState.errors.name?.message}>
            {(field) => (
              <Input
                {...field}
                autoComplete="name"
                maxLength={nameLengthMax}
                disabled={isPending}
                {...register("name")}
              />
            )}
          </FormField>
          <FormField id={`${id}-email`} label="Email to answer at" error={formState.errors.email?.message}>
            {(field) => (
              <Input
                {...field}
                type="email"
                autoComplete="email"
                maxLength={emailLengthMax}
                disabled={isPending}
                {...register("email")}
              />
            )}
          </FormField>
        </div>
        <FormField id={`${id}-topic`} label="Topic" error={formState.errors.topic?.message}>
          {(field) => (
            <NativeSelect {...field} disabled={isPending} {...register("topic")}>
              {contactTopics.map((topic) => (
                <option key={topic} value={topic}>
                  {topicLabels[topic]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id={`${id}-message`} label="Message" error={formState.errors.message?.message}>
          {(field) => (
            <Textarea
              {...field}
              rows={6}
              maxLength={longTextLengthMax}
              placeholder="What can the team help with?"
              disabled={isPending}
              {...register("message")}
            />
          )}
        </FormField>
        {submit.formError ? <FormAlert>{submit.formError}</FormAlert> : null}
        <div>
          <Button type="submit" disabled={isPending}>
            {isPending ? <Spinner /> : <Send />}
            {isPending ? "Sending…" : "Send message"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
