import type { Stream } from "@agora/contracts";
import { useEffect, useRef, useState } from "react";
import { holdMonotonic, type MeterReading, meterAt, sampleOf } from "./meter";

// The ticking meter of a stream, on the arithmetic of ./meter.ts: used by the contract's stream
// panel and by the dashboard's live streams.

/** How often the ticking figures repaint at most, ms (about 20 frames a second is smooth enough). */
const meterFrameMs = 50;

/** Repaints about every {@link meterFrameMs} while `isRunning`, and returns the local time of the frame. */
function useFrameClock(isRunning: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isRunning) return;
    let frame = 0;
    let last = 0;
    const tick = (time: number) => {
      if (time - last >= meterFrameMs) {
        last = time;
        setNow(Date.now());
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [isRunning]);
  return isRunning ? now : Date.now();
}

/** The meter reading at the current frame, never stepping back while the stream bills. */
export function useMeterReading(stream: Stream, receivedAtMs: number, rateMicros: bigint): MeterReading {
  const now = useFrameClock(stream.status === "active");
  const reading = meterAt(sampleOf(stream, receivedAtMs), rateMicros, now);
  const shown = useRef<{ id: string; reading: MeterReading } | null>(null);
  const previous = shown.current?.id === stream.id ? shown.current.reading : null;
  const held = holdMonotonic(previous, reading, stream.status);
  shown.current = { id: stream.id, reading: held };
  return held;
}
