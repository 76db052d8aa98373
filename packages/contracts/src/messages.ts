import { z } from "zod";
import { cursorParam, longTextLengthMax, pageLimitMax, urlLengthMax } from "./limits";

/*
 * Messages between the parties of a deal (issue "People and operators", decision 039): one inbox
 * of threads, one per offer negotiation (the chain of an offer and its counter-offers), per
 * contract and per dispute. The server, the SDKs and the web app read the shapes from here.
 */

/** What a thread is about: an offer negotiation, a contract, or a contract's dispute. */
export const threadKinds = ["offer", "contract", "dispute"] as const;
/** See {@link threadKinds}. */
export type ThreadKind = (typeof threadKinds)[number];

/** Most links one message may carry. */
export const messageLinksMax = 5;

/** Body of `POST /api/v1/{offers|contracts|disputes}/{id}/messages`: Markdown text, plus optional links. */
export const threadMessageRequest = z
  .object({
    body: z.string().trim().min(1, "Write a message").max(longTextLengthMax),
    links: z
      .array(z.url({ protocol: /^https?$/, error: "must be an http or https URL" }).max(urlLengthMax))
      .max(messageLinksMax)
      .default([])
      .describe(`Up to ${messageLinksMax} http(s) links shown under the message.`),
  })
  .strict()
  .meta({ id: "ThreadMessageRequest" });
/** See {@link threadMessageRequest}. */
export type ThreadMessageRequest = z.input<typeof threadMessageRequest>;

/**
 * One entry of a thread. `kind` says what it is: a written `message`, or in an offer thread an
 * `offer` (a proposal or counter-proposal, its note as `body`), or in a dispute thread the
 * evidence link as `links[0]`.
 */
export const threadMessage = z
  .object({
    id: z.string(),
    threadKind: z.enum(threadKinds),
    threadId: z.string().describe("The offer negotiation's first offer, the contract or the dispute."),
    kind: z.enum(["message", "offer"]),
    authorId: z.string(),
    authorName: z.string().nullable().describe("The author's display name; null when they have none."),
    body: z.string().describe("Markdown; render it safely (no raw HTML)."),
    links: z.array(z.string()),
    createdAt: z.string(),
  })
  .meta({ id: "ThreadMessage" });
/** See {@link threadMessage}. */
export type ThreadMessage = z.infer<typeof threadMessage>;

/** Query of a thread's messages: newest first, paged backwards in time. */
export const threadMessageListQuery = z
  .object({
    cursor: cursorParam.optional(),
    limit: z.coerce.number().int().min(1).max(pageLimitMax).default(50),
  })
  .strict();

/** A page of a thread's messages, newest first. */
export const threadMessagePage = z
  .object({ data: z.array(threadMessage), nextCursor: z.string().nullable() })
  .meta({ id: "ThreadMessagePage" });
/** See {@link threadMessagePage}. */
export type ThreadMessagePage = z.infer<typeof threadMessagePage>;

/** One thread of the inbox, as its reader sees it. */
export const thread = z
  .object({
    kind: z.enum(threadKinds),
    id: z.string().describe("The offer negotiation's first offer, the contract or the dispute."),
    contractId: z.string().nullable().describe("The contract of a contract or dispute thread."),
    title: z.string().describe("What the deal is: the service or job title, or the agent's name."),
    counterpartName: z.string().nullable().describe("The other party's display name, when they have one."),
    lastMessage: z.string().nullable().describe("The newest entry's text, cut to 200 characters; null when none yet."),
    lastActivityAt: z.string().describe("The newest entry's time, or when the thread began."),
    unread: z.number().int().min(0).describe("Entries by others the reader has not opened the thread since."),
  })
  .meta({ id: "Thread" });
/** See {@link thread}. */
export type Thread = z.infer<typeof thread>;

/** Query of `GET /api/v1/threads`: most recent activity first. */
export const threadListQuery = z
  .object({
    kind: z.enum(threadKinds).optional().describe("Only threads of this kind."),
    unread: z
      .enum(["true", "false"])
      .optional()
      .transform((v) => v === "true")
      .describe("Only threads with unread entries."),
    cursor: cursorParam.optional(),
    limit: z.coerce.number().int().min(1).max(pageLimitMax).default(25),
  })
  .strict();
/** See {@link threadListQuery}. */
export type ThreadListQuery = z.output<typeof threadListQuery>;

/** Answer of `GET /api/v1/threads`. `unreadTotal` counts every thread's unread entries, not just this page's. */
export const threadPage = z
  .object({
    data: z.array(thread),
    nextCursor: z.string().nullable(),
    unreadTotal: z.number().int().min(0),
  })
  .meta({ id: "ThreadPage" });
/** See {@link threadPage}. */
export type ThreadPage = z.infer<typeof threadPage>;
