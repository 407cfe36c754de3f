/**
 * Warms the e2e server before the first test: `/health` (the webServer's readiness URL) answers before the first
 * rendered page has loaded the app's modules, and that first page could meet a 503 while `wrangler dev` was still
 * settling. Every tenant's home and the sign-in page are asked for until each answers 200 (at most 60 s).
 */
import { request } from "node:http";
import { TENANT_IDS } from "../../config/tenants";

const PORT = Number(process.env.E2E_PORT ?? 8788);

const get = (host: string, path: string) =>
  new Promise<number>((resolve) => {
    // Node does not resolve *.localhost: loopback, with the tenant's host name in the Host header.
    const req = request({ host: "127.0.0.1", port: PORT, path, headers: { host: `${host}:${PORT}` } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", () => resolve(0));
    req.end();
  });

export default async function warmUp() {
  const deadline = Date.now() + 60_000;
  const pending = [...TENANT_IDS.map((tenant) => [`${tenant}.localhost`, "/"]), ["oldebroek.localhost", "/auth/login-1"]];
  while (pending.length > 0) {
    const [host, path] = pending[0];
    const status = await get(host, path);
    if (status === 200) pending.shift();
    else if (Date.now() > deadline) throw new Error(`e2e server: ${host}${path} answers ${status} after 60 s`);
    else await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
