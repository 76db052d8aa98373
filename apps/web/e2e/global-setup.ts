import { spawnSync } from "node:child_process";
import { chromiumPath, hasChromium } from "./browser";

/**
 * Makes sure Debian's Chromium is there for the browser journeys: installs it with apt when it is
 * missing and we are root (as on CI), and otherwise says exactly what to install.
 */
export default function setup(): void {
  if (hasChromium) return;
  if (process.getuid?.() !== 0) {
    console.warn(`Chromium not found at ${chromiumPath}. Install it with: sudo apt-get install -y chromium`);
    return;
  }
  console.log("Installing Debian's chromium for the browser tests (apt-get)…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env, timeout: 300_000 });
  const install = spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], {
    stdio: "inherit",
    env,
    timeout: 600_000,
  });
  if (update.status !== 0 || install.status !== 0) {
    console.warn("Installing chromium failed: browser journeys will be skipped. Try: apt-get install -y chromium");
  }
}
