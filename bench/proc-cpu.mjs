// workerd's CPU time from outside (ADR 0052's method): utime + stime from /proc of the workerd processes in the
// process tree of a server (or of every workerd process on the machine when the server was started elsewhere).
import { readdirSync, readFileSync } from "node:fs";

/** utime + stime in ms of the workerd processes in the tree under `rootPid` (all workerd processes without one). */
export function workerdCpu(rootPid) {
  return workerdProcesses(rootPid).reduce((sum, p) => sum + p.cpu, 0);
}

/**
 * The same, split by role. `wrangler dev` runs two workerd processes: a proxy that listens on the server's port and
 * passes every request on (it lets wrangler reload the Worker without dropping connections; production has nothing
 * like it), and the runtime that runs the Worker — and, locally, D1's SQLite. `proxy` is the one listening on `port`.
 */
export function workerdCpuByRole(rootPid, port) {
  let proxy = 0;
  let runtime = 0;
  for (const p of workerdProcesses(rootPid)) {
    if (listensOn(p.pid, port)) proxy += p.cpu;
    else runtime += p.cpu;
  }
  return { total: proxy + runtime, proxy, runtime };
}

const listening = new Map();
/** Whether workerd process `pid` was started with its entry socket on `port` (its command line, read once). */
function listensOn(pid, port) {
  const key = `${pid}:${port}`;
  if (!listening.has(key)) {
    let cmdline = "";
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
    } catch {}
    listening.set(key, new RegExp(`--socket-addr=entry=[^ ]*:${port}( |$)`).test(cmdline));
  }
  return listening.get(key);
}

function workerdProcesses(rootPid) {
  const procs = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      const fields = stat.slice(close + 2).split(" ");
      procs.push({
        pid: Number(entry),
        name: stat.slice(stat.indexOf("(") + 1, close),
        ppid: Number(fields[1]),
        cpu: (Number(fields[11]) + Number(fields[12])) * 10,
      });
    } catch {}
  }
  const inTree = new Set(rootPid ? [rootPid] : procs.map((p) => p.pid));
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of procs)
      if (!inTree.has(p.pid) && inTree.has(p.ppid)) {
        inTree.add(p.pid);
        grew = true;
      }
  }
  return procs.filter((p) => inTree.has(p.pid) && p.name.startsWith("workerd"));
}
