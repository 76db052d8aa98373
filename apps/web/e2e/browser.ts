import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Browser, chromium } from "playwright-core";

/** Debian's Chromium (`apt-get install chromium`); test tools cannot download browsers here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** True when Chromium is installed (the e2e global setup installs it as root, so CI always has it). */
export function chromiumInstalled(): boolean {
  return existsSync(chromiumPath);
}

/** Whether Chromium was there when this module loaded; test files read it after global setup ran. */
export const hasChromium = chromiumInstalled();

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
