import type { z } from "zod";
import type { Party } from "./contract-states";
import type { StreamPauser, streamStatus } from "./hiring";
import type { StateMachine } from "./state-machine";

// The payment-stream state machine (docs/product/DESIGN.md "Streaming payments"). A stream that
// reached its limit is `stopped` and settles on the next request whatever was asked, so that
// state offers no action; a settled stream refuses every one.

/** A stream's state. */
export type StreamStatus = z.infer<typeof streamStatus>;

/** What a party may do to a stream: `heartbeat` is the agent's "still working" signal. */
export type StreamAction = "pause" | "resume" | "stop" | "heartbeat";

/**
 * The stream state machine: both parties pause, resume and stop; only the agent's owner
 * heartbeats. Who may resume also depends on who paused: {@link canResumeStream}.
 */
export const streamMachine: StateMachine<StreamStatus, StreamAction, Party> = {
  name: "stream",
  nonParty: "Only the client or the agent's owner can do this",
  terminal: { settled: "The stream is settled" },
  rules: {
    pause: { from: { active: { next: "paused" } } },
    resume: { from: { paused: { next: "active" } } },
    stop: { from: { active: { next: "settled" }, paused: { next: "settled" } } },
    heartbeat: {
      sides: ["provider"],
      forbidden: "Only the agent's owner (or the agent's API key) sends heartbeats",
      from: { active: { next: "active" } },
      refused: (state) =>
        state === "paused" ? "The stream is paused: the heartbeat was lost or it was paused; resume it" : undefined,
    },
  },
};

/**
 * The resume rule (decision 018), read by the server, which enforces it, and by the web, which
 * offers Resume only where it holds: the client may resume any pause; the provider its own and
 * the system's (a lost heartbeat), never the client's, which is the client's decision to stop
 * paying for now.
 * @param pausedBy who paused the stream.
 * @param side the party asking to resume.
 */
export function canResumeStream(pausedBy: StreamPauser, side: Party): boolean {
  return side === "client" || pausedBy !== "client";
}
