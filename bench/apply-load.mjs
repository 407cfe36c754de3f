// 100 concurrent applications to one vacancy with 10 places (ADR 0021): exactly 10 take a place (`pending`) and 90
// are `waitlisted`, every acknowledged application is stored exactly once, no 5xx. The place check and the insert
// are one SQL statement (api/services/applications-apply.ts, ADR 0021), so D1's single writer cannot overfill.
//
//   npm run build && node bench/apply-load.mjs [--port 8791] [--applicants 100] [--places 10]
//
// Own state (.wrangler/bench-apply, reset and seeded), the built app as `npm start` serves it at 127.0.0.1:<port>, stopped
// at the end. The vacancy is written straight into the local D1 before the server starts; the rows are counted
// from it after the server stopped. Writes bench/results/apply-load.json.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { cliOption, startLocalServer } from "../scripts/local-server.mjs";

const args = process.argv.slice(2);
const port = Number(cliOption(args, "--port", "8791"));
const applicants = Math.min(500, Number(cliOption(args, "--applicants", "100")));
const places = Number(cliOption(args, "--places", "10"));
const persistTo = ".wrangler/bench-apply";
const host = `oldebroek.localhost:${port}`;

function d1(command) {
  const out = spawnSync(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", persistTo, "--json", "--command", command],
    { encoding: "utf8", timeout: 120_000 },
  );
  if (out.status !== 0) throw new Error(`wrangler d1 execute failed: ${out.stderr || out.stdout}`);
  return JSON.parse(out.stdout)[0].results;
}

function post(path, body) {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const started = performance.now();
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: {
          host,
          "x-tenant": "oldebroek",
          "content-type": "application/vnd.api+json",
          "content-length": Buffer.byteLength(payload),
        },
        timeout: 60_000,
      },
      (res) => {
        let text = "";
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => {
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {}
          resolve({ status: res.statusCode, json, ms: performance.now() - started });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (error) => resolve({ status: 0, json: null, error: String(error), ms: performance.now() - started }));
    req.end(payload);
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const seed = spawnSync(process.execPath, ["--import", "tsx", "db/seed/cli.ts", "--reset", "--persist-to", persistTo], {
  stdio: "inherit",
});
if (seed.status !== 0) process.exit(seed.status ?? 1);
// The demo organisation superuser's organisation, so the organisation's notices are written too.
const [vacancy] = d1(`insert into vacancies (tenant_id, volunteer_center_id, organization_id, title, status, capacity,
  organization_name) select o.tenant_id, o.volunteer_center_id, o.id, 'Bench: ${places} plekken', 'published', ${places}, o.name
  from organizations o join organization_memberships m on m.organization_id = o.id join users u on u.id = m.user_id
  where u.email = 'organization_superuser@oldebroek.example.org' limit 1 returning id`);
console.log(`vacancy ${vacancy.id} with ${places} places; ${applicants} concurrent applicants`);

const server = await startLocalServer({ port, persistTo });
let answers;
let repeats;
let wallMs;
try {
  const bodies = Array.from({ length: applicants }, (_, i) => ({
    data: {
      type: "applications",
      attributes: {
        vacancy_id: vacancy.id,
        first_name: "Bench",
        last_name: `Aanmelder ${i + 1}`,
        email: `bench.${i + 1}@example.net`,
        idempotency_key: crypto.randomUUID(),
      },
    },
  }));
  // One warm-up request to another vacancy would change nothing here; the first requests pay the cold isolate.
  const started = performance.now();
  answers = await Promise.all(bodies.map((body) => post("/api/v1/applications", body)));
  wallMs = performance.now() - started;
  // The double submit under load: the first 20 again with their keys must answer alike and store nothing new.
  repeats = await Promise.all(bodies.slice(0, 20).map((body) => post("/api/v1/applications", body)));
} finally {
  server.stop();
}
await new Promise((r) => setTimeout(r, 1500)); // let wrangler release the state

const byStatus = (list) => {
  const counts = {};
  for (const a of list) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
};
// Anonymous applicants get one neutral answer (202 accepted, ADR 0021): what was stored is read from the rows.
const acknowledgedEmails = answers.flatMap((a, i) => (a.status === 202 ? [`bench.${i + 1}@example.net`] : []));
const acknowledged = answers.filter((a) => a.status === 202);
const rows = d1(`select id, email, status from applications where vacancy_id = ${vacancy.id}`);
const stored = new Map(rows.map((r) => [r.email, r]));
const ackStatuses = byStatus(acknowledgedEmails.map((email) => ({ status: stored.get(email)?.status ?? "missing" })));
const storedOnce = acknowledgedEmails.every((email) => stored.has(email));
const emails = new Set(rows.map((r) => r.email));
const counts = byStatus(rows);
// A fresh state: every application mail in the outbox is the bench's (the organisation's notices go to its address).
const mails = d1("select kind, count(*) as n from mail_outbox where kind like 'application_%' group by kind");
const repeatSame = repeats.every((r, i) => r.status === 202 && JSON.stringify(r.json) === JSON.stringify(answers[i].json));

const results = {
  date: new Date().toISOString(),
  applicants,
  places,
  http: byStatus(answers),
  fiveXx: answers.filter((a) => a.status >= 500 || a.status === 0).length,
  acknowledged: acknowledged.length,
  acknowledgedAs: ackStatuses,
  storedRows: rows.length,
  storedDistinctEmails: emails.size,
  stored: counts,
  everyAcknowledgedStoredOnce: storedOnce && rows.length === acknowledged.length && emails.size === rows.length,
  repeatsAnsweredWithTheFirst: repeatSame,
  repeatHttp: byStatus(repeats),
  failures: [...answers, ...repeats]
    .filter((a) => a.status !== 202)
    .map((a) => `${a.status} ${a.error ?? JSON.stringify(a.json)?.slice(0, 200)}`),
  mails: Object.fromEntries(mails.map((m) => [m.kind, m.n])),
  wallMs: Math.round(wallMs),
  latencyMs: {
    p50: Math.round(
      percentile(
        answers.map((a) => a.ms),
        50,
      ),
    ),
    p95: Math.round(
      percentile(
        answers.map((a) => a.ms),
        95,
      ),
    ),
  },
};
console.log(JSON.stringify(results, null, 2));
const ok =
  results.fiveXx === 0 &&
  (counts.pending ?? 0) === places &&
  (counts.waitlisted ?? 0) === applicants - places &&
  results.everyAcknowledgedStoredOnce &&
  repeatSame;
console.log(
  ok
    ? `OK: ${counts.pending} pending, ${counts.waitlisted} waitlisted, ${rows.length} stored once each, no 5xx`
    : "FAILED: see the figures above",
);
mkdirSync("bench/results", { recursive: true });
writeFileSync("bench/results/apply-load.json", `${JSON.stringify(results, null, 2)}\n`);
process.exit(ok ? 0 : 1);
