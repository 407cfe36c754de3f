// What the loopback benchmarks share: a GET with a tenant's Host header, and percentiles.
import { request } from "node:http";

/** A GET over loopback to `port` with `host` as the Host header (Node's fetch drops it); answers status, body, ms. */
export function loopbackGet(port, host) {
  return (path, headers = {}) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const req = request({ host: "127.0.0.1", port, path, headers: { host, ...headers } }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode, body: Buffer.concat(chunks), ms: performance.now() - started }));
      });
      req.on("error", reject);
      req.setTimeout(30_000, () => req.destroy(new Error(`timeout ${path}`)));
      req.end();
    });
}

/** The p-th percentile of an ascending array. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
