import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { createTransport } from "nodemailer";
import type { Db } from "../../db/client";
import { executeRows } from "../../db/rows";
import { pooled, retryDelayMs } from "../../lib/backoff";
import { schedule } from "../../lib/scheduler";
import { type EventBody, emailText } from "./notification-text";

/** How often the worker looks for due emails, ms (new ones, retries, leases that ran out). */
export const mailPollIntervalMs = 1000;
/** How long a stopping worker waits for the round in flight before abandoning it, ms. */
const stopGraceMs = 2000;
/**
 * Oldest email still sent, ms (3 days): a mail server configured after months without one, or back
 * after a long outage, must not deliver stale news ("your withdrawal was paid") as if it were new.
 */
export const mailMaxAgeMs = 3 * 24 * 60 * 60 * 1000;
/** Longest `last_error` stored, characters: an SMTP answer can quote a whole transcript. */
export const lastErrorMaxChars = 500;
/** Deadlines of one SMTP exchange, ms: connecting, the server's greeting, and any silence after. */
const smtpTimeoutsMs = { connection: 10_000, greeting: 10_000, socket: 30_000 };
/**
 * How long an attempt in flight holds its email, ms: well past the deadlines above, so an email is
 * sent twice only when its instance died mid-send, not because the server was slow.
 */
export const mailLeaseMs = 120_000;

/** What one email is, ready for the SMTP server. */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** The `Message-ID` header, `<outbox-id@host>`: the same on every attempt of one email. */
  messageId: string;
}

/** Sends one email; resolves once the server accepted it, rejects with its answer otherwise. */
export type MailTransport = {
  send(message: MailMessage): Promise<void>;
  /** Closes the connections; an attempt in flight then fails. */
  close(): void;
};

/**
 * The real transport: nodemailer over SMTP, pooled (up to `connections` kept open, closed by
 * `close`), with the deadlines of {@link smtpTimeoutsMs} instead of nodemailer's minutes.
 * @param url a nodemailer connection URL, `smtp://user:pass@host:587` or `smtps://…:465`.
 */
export function smtpTransport(url: string, connections: number): MailTransport {
  const transporter = createTransport({
    url,
    pool: true,
    maxConnections: connections,
    connectionTimeout: smtpTimeoutsMs.connection,
    greetingTimeout: smtpTimeoutsMs.greeting,
    socketTimeout: smtpTimeoutsMs.socket,
  });
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/** The worker's settings (Config.smtp plus the instance's limits). */
export interface MailWorkerSettings {
  /** The `From` of every email. */
  from: string;
  /** The web app's address (PUBLIC_URL): the emails' links and the host of their `Message-ID`. */
  publicUrl: string;
  /** Attempts per email; after the last failed one it is `failed`. */
  maxAttempts: number;
  /** First retry delay, ms; each later one doubles (capped at 1 h), with jitter. */
  retryBaseMs: number;
  /** How far a claim pushes `next_attempt_at`: after this an unfinished attempt is made again, ms. */
  leaseMs: number;
  /** Emails claimed per statement. */
  batch: number;
  /** Emails in flight at once per round (and SMTP connections kept open). */
  concurrency: number;
  transport: MailTransport;
}

/** An email taken by this worker for one attempt. */
interface Claimed {
  id: string;
  to_address: string;
  event: string;
  data: unknown;
  attempts: number;
}

/**
 * Takes up to `batch` due emails (`FOR UPDATE SKIP LOCKED`: instances never take the same row,
 * the claim of the webhook worker) and leases them: `attempts + 1` and `next_attempt_at` pushed
 * `leaseMs` ahead, committed before the SMTP exchange, so a crash mid-send leaves a row that is
 * due again when the lease ends (at least once) and no other instance sends it meanwhile.
 */
async function claim(db: Db, settings: MailWorkerSettings, now: Date): Promise<Claimed[]> {
  const leaseEnd = new Date(now.getTime() + settings.leaseMs).toISOString();
  const rows = await executeRows<Claimed>(
    db,
    sql`with due as (
          select id from email_outbox
          where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
            and attempts < ${settings.maxAttempts}
          order by next_attempt_at
          limit ${settings.batch}
          for update skip locked)
        update email_outbox o
        set attempts = o.attempts + 1, next_attempt_at = ${leaseEnd}::timestamptz
        from due where o.id = due.id
        returning o.id, o.to_address, o.event, o.data, o.attempts`,
  );
  return rows.map((r) => ({ ...r, attempts: Number(r.attempts) }));
}

/**
 * Fails, without sending, the emails no attempt may take: those whose last attempt was claimed and
 * never finished (the instance died mid-send and the lease ran out), which would otherwise stay
 * `pending` for ever, and those older than {@link mailMaxAgeMs}.
 */
async function failUnsendable(db: Db, settings: MailWorkerSettings, now: Date): Promise<void> {
  const oldest = new Date(now.getTime() - mailMaxAgeMs).toISOString();
  await executeRows(
    db,
    sql`update email_outbox
        set status = 'failed', last_error = case
          when created_at < ${oldest}::timestamptz then 'not sent: older than 3 days when its turn came'
          else coalesce(last_error, 'the last attempt did not finish') end
        where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
          and (attempts >= ${settings.maxAttempts} or created_at < ${oldest}::timestamptz)`,
  );
}

/** The outcome of one attempt: null error when the server accepted it. */
interface Outcome {
  email: Claimed;
  messageId: string;
  error: string | null;
}

/** Sends one claimed email; never throws (a failure is an outcome). */
async function send(email: Claimed, settings: MailWorkerSettings): Promise<Outcome> {
  const { subject, text } = emailText({ event: email.event, data: email.data } as EventBody, settings.publicUrl);
  // One Message-ID per outbox row, so a repeat after a lost lease is recognisable as the same email.
  const messageId = `<${email.id}@${new URL(settings.publicUrl).hostname}>`;
  try {
    await settings.transport.send({ from: settings.from, to: email.to_address, subject, text, messageId });
    return { email, messageId, error: null };
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    return { email, messageId, error: reason.slice(0, lastErrorMaxChars) || "the SMTP exchange failed" };
  }
}

/**
 * Stores one outcome: `sent` with the time and Message-ID; or, after a failure, `pending` again
 * until {@link retryDelayMs} from now, or `failed` when that was the last attempt. Only while the
 * row is still under this worker's attempt: a lease that ran out and was taken again is left to
 * its new holder.
 */
async function record(db: Db, outcome: Outcome, settings: MailWorkerSettings, now: Date): Promise<void> {
  const { email } = outcome;
  const mine = sql`id = ${email.id}::uuid and attempts = ${email.attempts} and status = 'pending'`;
  if (outcome.error === null) {
    await executeRows(
      db,
      sql`update email_outbox set status = 'sent', sent_at = ${now.toISOString()}::timestamptz,
          message_id = ${outcome.messageId}, last_error = null where ${mine}`,
    );
    return;
  }
  const last = email.attempts >= settings.maxAttempts;
  const retryAt = new Date(now.getTime() + retryDelayMs(email.attempts, settings.retryBaseMs));
  await executeRows(
    db,
    sql`update email_outbox set status = ${last ? "failed" : "pending"}, last_error = ${outcome.error},
        next_attempt_at = ${retryAt.toISOString()}::timestamptz where ${mine}`,
  );
}

/**
 * One round: fail the unsendable, claim a batch, send it (outside any transaction, at most
 * `concurrency` at once), store the outcomes.
 * @param abandoned true once the worker gave up waiting for this round (shutdown): its outcomes are
 *   then not stored, and the leases it holds make a worker send those emails again.
 * @returns how many emails it claimed.
 */
export async function sendDueEmails(
  db: Db,
  settings: MailWorkerSettings,
  clock: () => Date = () => new Date(),
  abandoned: () => boolean = () => false,
): Promise<number> {
  await failUnsendable(db, settings, clock());
  const claimed = await claim(db, settings, clock());
  if (!claimed.length) return 0;
  const outcomes = await pooled(claimed, settings.concurrency, (email) => send(email, settings));
  if (abandoned()) return claimed.length;
  const now = clock();
  for (const outcome of outcomes) await record(db, outcome, settings, now);
  return claimed.length;
}

/**
 * Starts this instance's mail worker: every {@link mailPollIntervalMs} it sends the due emails of
 * the outbox, round after round while rounds come back full. Nothing is kept in memory: a restart
 * resumes from the table, and several instances share it through the claim.
 * @returns a function that stops it: it waits up to 2 s for the round in flight to store its
 *   outcomes, then abandons it (its leased emails are sent again after the lease: at least once),
 *   and closes the SMTP connections.
 */
export function startMailWorker(
  db: Db,
  log: Pick<FastifyBaseLogger, "warn">,
  settings: MailWorkerSettings,
): () => Promise<void> {
  let stopped = false;
  let abandoned = false;
  let running: Promise<void> | null = null;
  const run = (): Promise<void> => {
    running ??= (async () => {
      try {
        // A full batch means more are due: go on at once instead of waiting for the next poll.
        let claimed = settings.batch;
        while (!stopped && claimed >= settings.batch) {
          claimed = await sendDueEmails(db, settings, undefined, () => abandoned);
        }
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const stopPoll = schedule(
    [{ failureMessage: "email sending failed", intervalMs: mailPollIntervalMs, runAtStart: true, work: run }],
    log,
  );
  return async () => {
    stopped = true;
    stopPoll();
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, stopGraceMs);
    });
    await Promise.race([running?.catch(() => undefined), grace]);
    clearTimeout(timer);
    abandoned = true;
    settings.transport.close();
  };
}
