import { fitNote, type Processor, plural } from "./types";

/**
 * A pre-visit brief from a completed intake form ("Question: answer" lines): answers that match a
 * flag rule come first, then medications and allergies, conditions, and the remaining answers,
 * each quoted as the patient wrote it. The flag rules are the short list printed in every brief
 * (red-flag symptoms, self-harm, allergies, anticoagulants, pregnancy, high pain scores); the brief
 * reorders and flags, it does not interpret or diagnose.
 */

const flagRules: readonly { name: string; question: RegExp; answer: RegExp }[] = [
  { name: "chest pain", question: /chest pain/i, answer: /^(yes|y)\b/i },
  { name: "shortness of breath", question: /short(ness)? of breath|breathing/i, answer: /^(yes|y)\b/i },
  { name: "self-harm", question: /self[- ]harm|suicid|hurting yourself/i, answer: /^(yes|y|sometimes|often)\b/i },
  { name: "allergy", question: /allerg/i, answer: /^(?!(no|none|n\/a|nkda|-)\b)./i },
  {
    name: "anticoagulant",
    question: /medicat|blood thinner/i,
    answer: /warfarin|apixaban|rivaroxaban|dabigatran|edoxaban|heparin|clopidogrel|blood thinner/i,
  },
  { name: "pregnancy", question: /pregnan/i, answer: /^(yes|y|possibly|maybe)\b/i },
  { name: "high pain score", question: /pain.*(0|1)\s*[-–]\s*10|pain (score|level)/i, answer: /^(7|8|9|10)\b/ },
];

/** The form's answers in order. */
export function readForm(text: string): { q: string; a: string }[] {
  return text
    .split("\n")
    .map((l) => /^\s*([^:]{2,120}):\s*(.+)$/.exec(l))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ q: (m[1] as string).trim(), a: (m[2] as string).trim() }));
}

/** The flags raised by one answer. */
export function flagsOf(answer: { q: string; a: string }): string[] {
  return flagRules.filter((r) => r.question.test(answer.q) && r.answer.test(answer.a)).map((r) => r.name);
}

/** The intake brief processor. */
export const intakeBriefProcessor: Processor = {
  expects: 'the completed intake form as "Question: answer" lines (at least three)',
  example: [
    "Reason for visit: recurring headaches for three weeks",
    "Current medications: apixaban 5 mg twice daily, metformin 500 mg",
    "Allergies: penicillin (rash)",
    "Known conditions: type 2 diabetes, atrial fibrillation",
    "Chest pain in the last week: no",
    "Pain level (0-10): 7",
    "Smoking: never",
  ].join("\n"),
  check(input) {
    const n = readForm(input).length;
    return n >= 3 ? null : `The hire message has ${plural(n, "answer")}; paste ${this.expects}.`;
  },
  async run(input) {
    const answers = readForm(input).map((a) => ({ ...a, flags: flagsOf(a) }));
    const flagged = answers.filter((a) => a.flags.length);
    const meds = answers.filter((a) => !a.flags.length && /medicat|allerg/i.test(a.q));
    const conditions = answers.filter((a) => !a.flags.length && /condition|history|diagnos/i.test(a.q));
    const rest = answers.filter((a) => !a.flags.length && !meds.includes(a) && !conditions.includes(a));
    const line = (a: { q: string; a: string }) => `• ${a.q}: ${a.a}`;
    const lines = [
      `Pre-visit brief from ${plural(answers.length, "answer")}; ${plural(flagged.length, "flagged answer")} first.`,
      "",
      "FLAGGED",
      ...(flagged.length ? flagged.map((a) => `${line(a)}  [${a.flags.join(", ")}]`) : ["• none"]),
      ...(meds.length ? ["", "Medications and allergies", ...meds.map(line)] : []),
      ...(conditions.length ? ["", "Conditions", ...conditions.map(line)] : []),
      ...(rest.length ? ["", "Other answers", ...rest.map(line)] : []),
      "",
      `Flag rules: ${flagRules.map((r) => r.name).join(", ")}. Answers are quoted as written; nothing is interpreted.`,
    ];
    return fitNote(lines.join("\n"));
  },
};
