/**
 * Worker-only code (HTMLRewriter, caches.default, waitUntil) under test in workerd through Miniflare: the test's
 * worker source plus TypeScript modules, each bundled with what it imports (esbuild) and importable by its name
 * (e.g. `import { x } from "./edge-cache.mjs"`). Type-only imports vanish.
 */
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { Miniflare } from "miniflare";

export async function workerdWith(
  worker: string,
  modules: Record<string, URL>,
  /** Bindings for the worker's env, e.g. `{ d1Databases: ["DB"] }` (an empty in-memory D1; `mf.getD1Database`). */
  bindings: { d1Databases?: string[] } = {},
): Promise<Miniflare> {
  const transpiled = await Promise.all(
    Object.entries(modules).map(async ([path, file]) => {
      const { outputFiles } = await build({
        entryPoints: [fileURLToPath(file)],
        bundle: true,
        write: false,
        format: "esm",
        platform: "neutral",
        target: "es2022",
      });
      return { type: "ESModule" as const, path, contents: outputFiles[0].text };
    }),
  );
  const mf = new Miniflare({
    modules: [{ type: "ESModule", path: "worker.mjs", contents: worker }, ...transpiled],
    compatibilityDate: "2025-04-01",
    ...bindings,
  });
  await mf.ready;
  return mf;
}
