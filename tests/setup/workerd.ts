/**
 * Worker-only code (HTMLRewriter, caches.default, waitUntil) under test in workerd through Miniflare: the test's
 * worker source plus TypeScript modules, each transpiled alone with esbuild and importable by its name
 * (e.g. `import { x } from "./edge-cache.mjs"`). Type-only imports vanish; a module must not import anything else.
 */
import { readFileSync } from "node:fs";
import { transform } from "esbuild";
import { Miniflare } from "miniflare";

export async function workerdWith(worker: string, modules: Record<string, URL>): Promise<Miniflare> {
  const transpiled = await Promise.all(
    Object.entries(modules).map(async ([path, file]) => {
      const { code } = await transform(readFileSync(file, "utf8"), { loader: "ts", format: "esm", target: "es2022" });
      return { type: "ESModule" as const, path, contents: code };
    }),
  );
  const mf = new Miniflare({
    modules: [{ type: "ESModule", path: "worker.mjs", contents: worker }, ...transpiled],
    compatibilityDate: "2025-04-01",
  });
  await mf.ready;
  return mf;
}
