#!/usr/bin/env node
// CPU profile of the Worker under `wrangler dev` (workerd's V8 inspector): starts wrangler dev with
// --inspector-port on the built app (state in .wrangler/bench-state, seeded by bench:load / npm start), warms up,
// starts the V8 profiler, sends N sequential requests to a path, stops the profiler, writes the .cpuprofile to
// bench/results/ and prints the top self-time functions (and top "own code" files).
// Usage: node bench/profile.mjs [--port 8820] [--inspector-port 8821] [--path /?__x=1] [--requests 200]
//        [--header x-tenant:oldebroek] [--running] [--node-env development] [--label name]
//        [--cpu-only: only the kernel's CPU time per request of the four bench:load targets]
//        [--no-inspector, with --cpu-only: served as npm start serves it (scripts/start.mjs), no dev inspector]
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import WebSocket from "ws";
import { cliOption } from "../scripts/local-server.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => cliOption(args, name, fallback);
const port = Number(option("--port", "8820"));
const inspectorPort = Number(option("--inspector-port", String(port + 1)));
const path = option("--path", "/?__x=1");
const requests = Number(option("--requests", "200"));
const label = option("--label", "profile");
const extraHeaders = Object.fromEntries(
  args.flatMap((a, i) => (a === "--header" && args[i + 1] ? [args[i + 1].split(/:(.*)/s).slice(0, 2)] : [])),
);
const host = `oldebroek.localhost:${port}`;
/** What wrangler bundles React & co. with: scripts/start.mjs serves the production build with "production". */
const nodeEnv = option("--node-env", "production");

function get(p, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: p, headers: { host, ...headers } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode));
    });
    req.on("error", reject);
    req.end();
  });
}

async function waitFor(fn, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      const v = await fn();
      if (v) return v;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("timeout");
}

let child = null;
/** --no-inspector (with --cpu-only): the same build served as npm start and bench:load serve it, without the inspector. */
const noInspector = args.includes("--no-inspector");
if (noInspector && !args.includes("--cpu-only")) {
  console.error("--no-inspector needs --cpu-only: the V8 profile is taken through the inspector");
  process.exit(2);
}
if (!args.includes("--running")) {
  // As npm start serves it; with the profiler, under `wrangler dev` and its inspector on --inspector-port.
  const serve = ["scripts/start.mjs", "--no-build", "--port", String(port), "--persist-to", ".wrangler/bench-state"];
  child = spawn(process.execPath, noInspector ? serve : [...serve, "--inspect", "--inspector-port", String(inspectorPort)], {
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
    env: { ...process.env, NODE_ENV: nodeEnv },
  });
}
const stop = () => {
  if (child)
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {}
};

try {
  await waitFor(async () => (await get("/health")) === 200, 120_000);
  for (let i = 0; i < 60; i++) await get(path, extraHeaders);
  // CPU seconds the kernel charged to workerd (the Worker) and to wrangler's Node proxy for N requests, without
  // the profiler attached: unlike the sampled profile this does not grow when other processes share the cores.
  // --cpu-only: the kernel's CPU time per request for the four targets of bench/load.mjs, then stop (no profile).
  if (child && args.includes("--cpu-only")) {
    const css = readdirSync("build/client/assets").find((f) => f.endsWith(".css"));
    const api = { "x-tenant": "oldebroek", accept: "application/vnd.api+json" };
    const targets = [
      ["rendered home", "/?__x=1", {}],
      ["static asset", `/assets/${css}`, {}],
      ["/health", "/health", {}],
      ["api pages list", "/api/v1/pages", api],
    ];
    for (const [title, p, h] of targets) {
      for (let i = 0; i < 30; i++) await get(p, h);
      const before = processCpu(child.pid);
      for (let i = 0; i < requests; i++) await get(p, h);
      const after = processCpu(child.pid);
      const per = (name) => ((after[name] ?? 0) - (before[name] ?? 0)) / requests;
      console.log(
        `${label}: ${title.padEnd(15)} CPU per request: workerd ${per("workerd").toFixed(2)} ms + node ${per("node").toFixed(2)} ms = ${(per("workerd") + per("node")).toFixed(2)} ms`,
      );
    }
    stop();
    process.exit(0);
  }
  const targets = await waitFor(
    () =>
      fetch(`http://127.0.0.1:${inspectorPort}/json`)
        .then((r) => r.json())
        .then((list) => (list.length ? list : null)),
    20_000,
  );
  const target = targets.find((t) => !/internal/i.test(t.title ?? "")) ?? targets[0];
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((r, j) => {
    ws.once("open", r);
    ws.once("error", j);
  });
  let id = 0;
  const pending = new Map();
  ws.on("message", (m) => {
    const msg = JSON.parse(m.toString());
    if (msg.id && pending.has(msg.id)) {
      pending.get(msg.id)(msg);
      pending.delete(msg.id);
    }
  });
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      const n = ++id;
      pending.set(n, resolve);
      ws.send(JSON.stringify({ id: n, method, params }));
    });
  if (child) {
    const before = processCpu(child.pid);
    const t0 = Date.now();
    for (let i = 0; i < requests; i++) await get(path, extraHeaders);
    const after = processCpu(child.pid);
    const per = (name) => (((after[name] ?? 0) - (before[name] ?? 0)) / requests).toFixed(2);
    console.log(
      `${label}: process CPU per request (${requests} sequential, ${Date.now() - t0} ms wall): workerd ${per("workerd")} ms, node (wrangler) ${per("node")} ms`,
    );
  }
  await send("Profiler.enable");
  await send("Profiler.setSamplingInterval", { interval: 100 });
  await send("Profiler.start");
  const started = Date.now();
  for (let i = 0; i < requests; i++) await get(path, extraHeaders);
  const wall = Date.now() - started;
  const { result } = await send("Profiler.stop");
  ws.close();
  const profile = result.profile;
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(`bench/results/${label}.cpuprofile`, JSON.stringify(profile));

  // Self time per node → per function (name + url:line) and per file.
  const dt = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const d = profile.timeDeltas[i] ?? 0;
    dt.set(profile.samples[i], (dt.get(profile.samples[i]) ?? 0) + d);
  }
  const byFn = new Map();
  const byFile = new Map();
  let total = 0;
  let idle = 0;
  for (const node of profile.nodes) {
    const t = (dt.get(node.id) ?? 0) / 1000;
    total += t;
    const f = node.callFrame;
    if (f.functionName === "(idle)" || f.functionName === "(program)") idle += f.functionName === "(idle)" ? t : 0;
    const key = `${f.functionName || "(anonymous)"} ${f.url.split("/").slice(-2).join("/")}:${f.lineNumber + 1}`;
    byFn.set(key, (byFn.get(key) ?? 0) + t);
    const file = f.url ? f.url.split("/").slice(-2).join("/") : f.functionName;
    byFile.set(file, (byFile.get(file) ?? 0) + t);
  }
  const busy = total - idle;
  console.log(
    `${label}: ${requests} × ${path} in ${wall} ms wall; profiled ${total.toFixed(0)} ms, busy (non-idle) ${busy.toFixed(0)} ms = ${(busy / requests).toFixed(2)} ms CPU/request`,
  );
  const top = (map, n) =>
    [...map]
      .filter(([k]) => !k.startsWith("(idle)"))
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${((100 * v) / busy).toFixed(1).padStart(5)}%  ${(v / requests).toFixed(2).padStart(6)} ms/req  ${k}`)
      .join("\n");
  console.log(`top self time by function:\n${top(byFn, 25)}`);
  console.log(`top self time by file:\n${top(byFile, 12)}`);
  console.log(`top-down (inclusive ms/request, ≥ 0.3):\n${topDown(profile, dt, requests)}`);
} finally {
  stop();
}

/** utime+stime in ms of the process group's descendants of `rootPid`, summed by command name. */
function processCpu(rootPid) {
  const tick = 10; // USER_HZ = 100 on Linux
  const procs = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      const name = stat.slice(stat.indexOf("(") + 1, close);
      const fields = stat.slice(close + 2).split(" ");
      procs.push({ pid: Number(entry), name, ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) * tick });
    } catch {}
  }
  const inTree = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of procs)
      if (!inTree.has(p.pid) && inTree.has(p.ppid)) {
        inTree.add(p.pid);
        grew = true;
      }
  }
  const out = {};
  for (const p of procs)
    if (inTree.has(p.pid))
      out[p.name.startsWith("workerd") ? "workerd" : p.name] =
        (out[p.name.startsWith("workerd") ? "workerd" : p.name] ?? 0) + p.cpu;
  return out;
}

/** The call tree from the root, siblings of the same function merged, two levels deep. */
function topDown(profile, selfTime, n) {
  const byId = new Map(profile.nodes.map((x) => [x.id, x]));
  const inclusive = new Map();
  const inc = (x) => {
    let t = selfTime.get(x.id) ?? 0;
    for (const c of x.children ?? []) t += inc(byId.get(c));
    inclusive.set(x.id, t);
    return t;
  };
  inc(profile.nodes[0]);
  const lines = [];
  const show = (children, depth) => {
    const groups = new Map();
    for (const c of children) {
      const x = byId.get(c);
      const key = `${x.callFrame.functionName || "(anonymous)"}:${x.callFrame.lineNumber + 1}`;
      const g = groups.get(key) ?? { t: 0, kids: [] };
      g.t += inclusive.get(x.id);
      g.kids.push(...(x.children ?? []));
      groups.set(key, g);
    }
    for (const [key, g] of [...groups].sort((a, b) => b[1].t - a[1].t)) {
      const ms = g.t / 1000 / n;
      if (ms < 0.3 || key.startsWith("(idle)")) continue;
      lines.push(`${"  ".repeat(depth + 1)}${ms.toFixed(2).padStart(6)}  ${key}`);
      if (depth < 2) show(g.kids, depth + 1);
    }
  };
  show(profile.nodes[0].children ?? [], 0);
  return lines.join("\n");
}
