import {
  type CreateProposalRequest,
  createProposalRequest,
  proposalBodyLengthMax,
  proposalDurationDaysMax,
  proposalDurationDaysMin,
  proposalOptionLengthMax,
  proposalTitleLengthMax,
} from "@agora/contracts";
import type { FieldErrors, Resolver } from "react-hook-form";

/** What the proposal form holds, as typed. Options are objects so react-hook-form can key them. */
export interface ProposalValues {
  title: string;
  body: string;
  options: { label: string }[];
  durationDays: string;
}

/** The fields of the form, in the order a refusal is read out. */
export const proposalFields = [
  "title",
  "body",
  "options",
  "durationDays",
] as const satisfies readonly (keyof ProposalValues)[];

/** The voting window a new proposal starts with, days. */
export const defaultDurationDays = 7;

export const emptyProposal: ProposalValues = {
  title: "",
  body: "",
  options: [{ label: "Yes" }, { label: "No" }],
  durationDays: String(defaultDurationDays),
};

/** The request the values make: text trimmed, the window as a whole number (NaN when it is none). */
export function proposalRequestOf(values: ProposalValues): CreateProposalRequest {
  const days = values.durationDays.trim();
  return {
    title: values.title.trim(),
    body: values.body.trim(),
    options: values.options.map((option) => option.label.trim()),
    durationDays: /^\d+$/.test(days) ? Number(days) : Number.NaN,
  };
}

/**
 * Checks the form against the contract's rules with a message per field in words; the contract's
 * schema has the last word, so nothing it refuses is sent.
 */
export const proposalResolver: Resolver<ProposalValues, unknown, CreateProposalRequest> = async (values) => {
  const request = proposalRequestOf(values);
  const errors: FieldErrors<ProposalValues> = {};
  if (request.title.length === 0) errors.title = { type: "validate", message: "Enter a title." };
  else if (request.title.length > proposalTitleLengthMax)
    errors.title = { type: "validate", message: `Use at most ${proposalTitleLengthMax} characters.` };
  if (request.body.length === 0) errors.body = { type: "validate", message: "Explain what you propose and why." };
  else if (request.body.length > proposalBodyLengthMax)
    errors.body = {
      type: "validate",
      message: `Use at most ${proposalBodyLengthMax.toLocaleString("en-US")} characters.`,
    };

  // Sparse: only the options with a problem get an entry, at their index.
  const optionErrors: { label: { type: string; message: string } }[] = [];
  const seen = new Set<string>();
  request.options.forEach((label, index) => {
    const key = label.toLowerCase();
    let message: string | null = null;
    if (label.length === 0) message = "Enter the option's text, or remove it.";
    else if (label.length > proposalOptionLengthMax) message = `Use at most ${proposalOptionLengthMax} characters.`;
    else if (seen.has(key)) message = "Each option must differ from the others.";
    seen.add(key);
    if (message) optionErrors[index] = { label: { type: "validate", message } };
  });
  if (optionErrors.length > 0) errors.options = optionErrors as FieldErrors<ProposalValues>["options"];

  if (
    !Number.isInteger(request.durationDays) ||
    request.durationDays < proposalDurationDaysMin ||
    request.durationDays > proposalDurationDaysMax
  ) {
    errors.durationDays = {
      type: "validate",
      message: `Enter whole days from ${proposalDurationDaysMin} to ${proposalDurationDaysMax}.`,
    };
  }
  const parsed = createProposalRequest.safeParse(request);
  if (Object.keys(errors).length === 0 && !parsed.success) {
    errors.root = { type: "validate", message: "Check the proposal: something is not valid." } as FieldErrors["root"];
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { values: {}, errors };
  return { values: parsed.data, errors: {} };
};
