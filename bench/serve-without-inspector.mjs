#!/usr/bin/env node
// Serves the built app like `scripts/start.mjs --no-build` (workerd, same wrangler.toml, bindings and local state,
// NODE_ENV=production) but through wrangler's programmatic API with the dev inspector off. `wrangler dev` always
// attaches an inspector proxy that enables the Network domain and relays four events per subrequest (every D1
// query) through Node into its debug log: ~5 ms of Node CPU per D1 round trip on this machine, which production
// does not pay. bench/load.mjs --no-inspector uses this to show the Worker's own cost.
// Usage: node bench/serve-without-inspector.mjs --port 8790 [--persist-to .wrangler/bench-state]
import { spawnSync } from "node:child_process";
import { unstable_startWorker } from "wrangler";
import { cliOption } from "../scripts/local-server.mjs";

const args = process.argv.slice(2);
const port = Number(cliOption(args, "--port", "8790"));
const persistTo = cliOption(args, "--persist-to", ".wrangler/bench-state");
Object.assign(process.env, {
  NODE_ENV: process.env.NODE_ENV || "production",
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  CI: process.env.CI ?? "1",
});

// Migrations and demo data, as scripts/start.mjs does.
const seeded = spawnSync(process.execPath, ["--import", "tsx", "db/seed/cli.ts", "--persist-to", persistTo], {
  stdio: ["ignore", "ignore", "inherit"],
});
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

const worker = await unstable_startWorker({
  config: "wrangler.toml",
  dev: { server: { hostname: "127.0.0.1", port }, inspector: false, persist: persistTo, logLevel: "warn", watch: false },
});
await worker.ready;
const stop = async () => {
  await worker.dispose();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
