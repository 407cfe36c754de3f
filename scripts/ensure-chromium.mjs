// Playwright drives Debian's Chromium (it never downloads browsers here): the e2e tests its headless shell, the
// benchmarks the full browser. Installs what is missing with apt when we are root; otherwise explains what to do.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

import { CHROMIUM_PACKAGES, CHROMIUM_PATH, E2E_CHROMIUM_PATH } from "./local-server.mjs";

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH) && existsSync(E2E_CHROMIUM_PATH)) return;
  const packages = CHROMIUM_PACKAGES.join(" ");
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium not found at ${CHROMIUM_PATH} or ${E2E_CHROMIUM_PATH}. Install it: sudo apt-get install -y ${packages} (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${packages} for the e2e tests…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages} >/dev/null`, {
    stdio: "inherit",
    shell: "/bin/bash",
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
