/**
 * Regenerates db/seed/data/demo-password-hashes.json (see db/seed/users.ts): run after adding demo accounts or
 * raising the KDF parameters.   node --import tsx db/seed/demo-password-hashes.ts
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { hashPassword } from "../password";
import { buildSeedRows } from "./build";
import { DEMO_PASSWORD, demoAccounts, demoSalt } from "./users";

const hashes: Record<string, string> = {};
const started = performance.now();
for (const { email } of demoAccounts(buildSeedRows()))
  hashes[email] = await hashPassword(DEMO_PASSWORD, { salt: demoSalt(email) });
const file = join(import.meta.dirname, "data", "demo-password-hashes.json");
writeFileSync(file, `${JSON.stringify(hashes, null, 2)}\n`);
console.log(`${Object.keys(hashes).length} hashes written to ${file} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
