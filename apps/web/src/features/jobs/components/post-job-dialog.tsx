import {
  type CreateJobRequest,
  createJobRequest,
  descriptionLengthMax,
  type Job,
  parseMicros,
  skillLengthMax,
  skillsCountMax,
} from "@agora/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Eye, Lock, PencilLine, Send, Timer } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import {
  Controller,
  type FieldErrors,
  type Resolver,
  type UseFormRegisterReturn,
  useForm,
  useWatch,
} from "react-hook-form";
import { DialogForm, FormDialog } from "@/components/form-dialog";
import { Markdown } from "@/components/markdown";
import { SkillsInput } from "@/components/skills-input";
import { AmountInput } from "@/components/ui/amount-input";
import { type FieldControlProps, FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { useFormSubmit } from "@/lib/form-errors";
import { normalizeAmount, withTypedAmounts } from "@/lib/money";
import { useCreateJob } from "../api/create-job";

/** Limits of the contract's schema, for `maxLength` and the messages. */
const titleLength = { min: 5, max: 140 };
const descriptionLength = { min: 20, max: descriptionLengthMax };

/** The form as typed: the deadline is a day (`YYYY-MM-DD`), the budget dollars as typed. */
export interface PostJobValues {
  title: string;
  description: string;
  skills: string[];
  pricingModel: "fixed" | "per_minute";
  budget: string;
  deadline: string;
}

const emptyJob: PostJobValues = {
  title: "",
  description: "",
  skills: [],
  pricingModel: "fixed",
  budget: "",
  deadline: "",
};

/** A day picked in the form as the end of that day, local time, as an ISO instant. */
export function endOfDayIso(day: string): string {
  return new Date(`${day}T23:59:59`).toISOString();
}

/** Today as `YYYY-MM-DD` in local time, the earliest deadline the date picker offers. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

/** The request body the form's values make: trimmed, with the optional fields left out when empty. */
export function toCreateJobBody(values: PostJobValues): CreateJobRequest {
  const budget = normalizeAmount(values.budget);
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    skills: values.skills,
    pricingModel: values.pricingModel,
    ...(budget ? { budget } : {}),
    ...(values.deadline ? { deadline: endOfDayIso(values.deadline) } : {}),
  };
}

const schemaResolver = zodResolver(createJobRequest);

/**
 * Checks the form with the contract's schema (the server runs the same one), plus what only the
 * server would otherwise say: a budget above $0 and a deadline in the future. Messages are plain
 * words rather than the schema's.
 */
export const postJobResolver: Resolver<PostJobValues, unknown, CreateJobRequest> = async (values, context, options) => {
  const body = toCreateJobBody(values);
  const result = await schemaResolver(body, context, options as never);
  const errors: FieldErrors<PostJobValues> = {};
  const fail = (name: keyof PostJobValues, message: string) => {
    errors[name] = { type: "validate", message };
  };
  if ("title" in result.errors) {
    fail(
      "title",
      body.title === ""
        ? "Give the job a title."
        : body.title.length < titleLength.min
          ? `Use at least ${titleLength.min} characters.`
          : `Keep the title under ${titleLength.max} characters.`,
    );
  }
  if ("description" in result.errors) {
    fail(
      "description",
      body.description.length < descriptionLength.min
        ? `Describe the work in at least ${descriptionLength.min} characters.`
        : `Keep the description under ${descriptionLength.max.toLocaleString("en-US")} characters.`,
    );
  }
  if ("skills" in result.errors)
    fail("skills", `Add at most ${skillsCountMax} skills of ${skillLengthMax} characters.`);
  const budget = body.budget === undefined ? null : parseMicros(body.budget);
  if ("budget" in result.errors || (body.budget !== undefined && budget === null)) {
    fail("budget", "Enter dollars, e.g. 500 or 0.05 (at most 6 decimals).");
  } else if (budget === 0n) {
    fail(
      "budget",
      values.pricingModel === "fixed"
        ? "The budget must be more than $0, or leave it empty."
        : "The rate must be more than $0, or leave it empty.",
    );
  }
  if (body.deadline && Date.parse(body.deadline) <= Date.now()) fail("deadline", "Pick a day from today on.");
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: withTypedAmounts<CreateJobRequest>(result.values, body), errors: {} };
};

/** "Post a job" (client): title, Markdown description, skills, pricing model, budget, deadline. */
export function PostJobDialog({
  open,
  onOpenChange,
  onPosted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPosted: (job: Job) => void;
}) {
  const mutation = useCreateJob();

  return (
    <FormDialog
      title="Post a job"
      open={open}
      onOpenChange={onOpenChange}
      mutation={mutation}
      size="xl"
      description="Describe the work. Agent owners propose their agents and terms; you can also invite agents yourself."
    >
      <PostJobForm mutation={mutation} onPosted={onPosted} />
    </FormDialog>
  );
}

function PostJobForm({
  mutation,
  onPosted,
}: {
  mutation: ReturnType<typeof useCreateJob>;
  onPosted: (job: Job) => void;
}) {
  const id = useId();
  const [isPreview, setIsPreview] = useState(false);
  const form = useForm<PostJobValues, unknown, CreateJobRequest>({
    defaultValues: emptyJob,
    resolver: postJobResolver,
  });
  const { register, formState, control } = form;
  const [pricingModel, description] = useWatch({ control, name: ["pricingModel", "description"] });
  const isPending = formState.isSubmitting;
  const errors = formState.errors;

  const names = ["title", "description", "skills", "pricingModel", "budget", "deadline"] as const;
  const submit = useFormSubmit(form, names, async (body) => {
    onPosted(await mutation.mutateAsync(body));
  });

  return (
    <DialogForm
      form={form}
      submit={submit}
      footer={{
        className: "sm:items-center",
        icon: <Send />,
        submitLabel: "Post job",
        pendingLabel: "Posting…",
        children: (
          <p className="mr-auto hidden text-xs text-muted-foreground sm:block">
            Posting is free. No money moves until you accept an offer and fund it.
          </p>
        ),
      }}
    >
      <FormField id={`${id}-title`} label="Title" error={errors.title?.message}>
        {(field) => (
          <Input
            {...field}
            autoFocus
            maxLength={titleLength.max}
            placeholder="e.g. Summarise 2,000 support tickets into weekly themes"
            disabled={isPending}
            className="h-10"
            {...register("title")}
          />
        )}
      </FormField>

      <DescriptionField
        id={`${id}-description`}
        error={errors.description?.message}
        isPreview={isPreview}
        onPreviewChange={setIsPreview}
        preview={description}
      >
        {(field) => (
          <Textarea
            {...field}
            rows={6}
            maxLength={descriptionLength.max}
            placeholder={
              "What needs doing, with what inputs, and what you expect back.\n\n- Input: …\n- Deliverable: …"
            }
            disabled={isPending}
            className={cn("min-h-36", isPreview && "hidden")}
            {...register("description")}
          />
        )}
      </DescriptionField>

      <FormField
        id={`${id}-skills`}
        label={
          <>
            Skills <span className="font-normal text-muted-foreground">(optional)</span>
          </>
        }
        hint="Press Enter or a comma after each. Owners filter open jobs by skill."
        error={errors.skills?.message}
      >
        {(field) => (
          <Controller
            control={control}
            name="skills"
            render={({ field: { value, onChange, onBlur } }) => (
              <SkillsInput field={field} value={value} onChange={onChange} onBlur={onBlur} disabled={isPending} />
            )}
          />
        )}
      </FormField>

      <fieldset className="grid gap-2" disabled={isPending}>
        <legend className="mb-2 text-sm font-medium">Pricing</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          <PricingChoice
            value="fixed"
            isChecked={pricingModel === "fixed"}
            icon={Lock}
            title="Fixed price"
            text="One agreed price, held in escrow until you approve the delivery."
            input={register("pricingModel")}
          />
          <PricingChoice
            value="per_minute"
            isChecked={pricingModel === "per_minute"}
            icon={Timer}
            title="Per minute"
            text="Pay for active time through a payment stream you can stop at any moment."
            input={register("pricingModel")}
          />
        </div>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={`${id}-budget`}
          label={
            <>
              {pricingModel === "fixed" ? "Budget" : "Highest rate per minute"}{" "}
              <span className="font-normal text-muted-foreground">(optional)</span>
            </>
          }
          hint={
            pricingModel === "fixed"
              ? "The most you mean to pay for the whole job."
              : "The most you mean to pay per minute of active work."
          }
          error={errors.budget?.message}
        >
          {(field) => (
            <AmountInput
              {...field}
              placeholder={pricingModel === "fixed" ? "500.00" : "0.05"}
              disabled={isPending}
              {...register("budget")}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-deadline`}
          label={
            <>
              Deadline <span className="font-normal text-muted-foreground">(optional)</span>
            </>
          }
          hint="Work should be delivered by the end of this day."
          error={errors.deadline?.message}
        >
          {(field) => (
            <Input
              {...field}
              type="date"
              min={today()}
              disabled={isPending}
              className="h-11"
              {...register("deadline")}
            />
          )}
        </FormField>
      </div>
    </DialogForm>
  );
}

/**
 * The description with a Write / Preview switch beside its label; the preview renders the Markdown
 * as owners will see it. Built like FormField, whose label cannot hold the switch's buttons.
 */
function DescriptionField({
  id,
  error,
  isPreview,
  onPreviewChange,
  preview,
  children,
}: {
  id: string;
  error: string | undefined;
  isPreview: boolean;
  onPreviewChange: (isPreview: boolean) => void;
  preview: string;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="grid content-start gap-2">
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={id}>Description</Label>
        <fieldset className="flex rounded-md border p-0.5 text-xs font-medium">
          <legend className="sr-only">Description view</legend>
          <ViewToggle isPressed={!isPreview} onClick={() => onPreviewChange(false)} icon={<PencilLine />}>
            Write
          </ViewToggle>
          <ViewToggle isPressed={isPreview} onClick={() => onPreviewChange(true)} icon={<Eye />}>
            Preview
          </ViewToggle>
        </fieldset>
      </div>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {isPreview ? (
        <div
          className="max-h-72 min-h-36 overflow-y-auto rounded-lg border bg-muted/30 px-3 py-2"
          data-testid="description-preview"
        >
          {preview.trim() ? (
            <Markdown>{preview}</Markdown>
          ) : (
            <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>
          )}
        </div>
      ) : null}
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Markdown works: **bold**, lists, links, `code`. Say what done looks like.
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ViewToggle({
  isPressed,
  onClick,
  icon,
  children,
}: {
  isPressed: boolean;
  onClick: () => void;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={isPressed}
      onClick={onClick}
      className={cn(
        "inline-flex h-6 items-center gap-1 rounded px-2 outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-3",
        isPressed ? "bg-muted text-foreground" : "text-muted-foreground hover:text-foreground",
      )}
    >
      {icon}
      {children}
    </button>
  );
}

/** One pricing model as a selectable card around a native radio button. */
function PricingChoice({
  value,
  isChecked,
  icon: Icon,
  title,
  text,
  input,
}: {
  value: PostJobValues["pricingModel"];
  isChecked: boolean;
  icon: typeof Lock;
  title: string;
  text: string;
  input: UseFormRegisterReturn<"pricingModel">;
}) {
  return (
    <label
      className={cn(
        "relative flex cursor-pointer gap-3 rounded-xl border p-3.5 transition-colors has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-ring",
        isChecked ? "border-primary bg-primary-soft/50" : "bg-card hover:bg-muted/60",
      )}
    >
      <input type="radio" value={value} className="sr-only" {...input} />
      <span
        className={cn(
          "flex size-8 shrink-0 items-center justify-center rounded-lg",
          isChecked ? "bg-primary text-primary-foreground" : "bg-muted text-muted-foreground",
        )}
        aria-hidden="true"
      >
        <Icon className="size-4" />
      </span>
      <span className="grid gap-0.5">
        <span className="text-sm font-medium">{title}</span>
        <span className="text-xs text-muted-foreground">{text}</span>
      </span>
    </label>
  );
}
