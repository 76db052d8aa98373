import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Browser, chromium } from "playwright-core";

/** Debian's Chromium (`apt-get install chromium`); test tools cannot download browsers here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** True when Chromium is installed; `.ci/run` installs it, so CI always runs the browser tests. */
export const hasChromium = existsSync(chromiumPath);

/** The built web app the server serves in these tests. */
export const webDist = fileURLToPath(new URL("../dist", import.meta.url));

/**
 * Starts headless Chromium with the flags this closed network needs (no background networking,
 * no component updates), in a fresh profile.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}
