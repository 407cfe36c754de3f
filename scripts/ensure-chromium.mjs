// Playwright drives Debian's Chromium (it never downloads browsers here). Installs it with apt when missing and
// we are root; otherwise explains what to do.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

import { CHROMIUM_PATH as CHROMIUM } from "./local-server.mjs";

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium not found at ${CHROMIUM}. Install it: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the e2e tests…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null", {
    stdio: "inherit",
    shell: "/bin/bash",
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
