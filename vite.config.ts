import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { vitePlugin as remix, cloudflareDevProxyVitePlugin as remixCloudflareDevProxy } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { IGNORED_ROUTE_FILES, localizedRoutesFor } from "./app/config/localized-routes";
import { getLoadContext } from "./load-context";

const appDirectory = fileURLToPath(new URL("./app", import.meta.url));

/**
 * The build id for the new-version check (app/utils/version.ts): git short sha + build time, or $APP_BUILD_ID.
 * `remix vite:build` loads this config once for the client and once for the server build; the env var keeps
 * both on the same id.
 */
function buildId(): string {
  let sha = "nogit";
  try {
    sha = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {}
  process.env.APP_BUILD_ID ||= `${sha}-${Date.now().toString(36)}`;
  return process.env.APP_BUILD_ID;
}

/**
 * Default deny and the Origin check for every route (app/utils/access.server.ts): the generated server build's
 * `routes` go through guardRoutes() before Remix reads them. A transform of the virtual module, so it applies to
 * `remix vite:build` (the Worker) and `remix vite:dev` alike. docs/decisions/0010-default-deny-in-the-server-build.md
 */
function defaultDeny(): Plugin {
  const SERVER_BUILD = "\0virtual:remix/server-build";
  const ROUTES = "export const routes = {";
  const guard = JSON.stringify(fileURLToPath(new URL("./app/utils/access.server.ts", import.meta.url)));
  return {
    name: "volunteerly-default-deny",
    transform(code, id) {
      if (id !== SERVER_BUILD) return;
      if (!code.includes(ROUTES)) throw new Error("default deny: the server build no longer declares its routes as expected");
      return `${code.replace(ROUTES, "const unguardedRoutes = {")}
import { guardRoutes } from ${guard};
export const routes = guardRoutes(unguardedRoutes);
`;
    },
  };
}

/**
 * The browser build swaps i18next and react-i18next for app/browser/ (the calls this app makes, over the same locale
 * files; docs/decisions/0013-a-lighter-browser-build.md). The server build and `remix vite:dev` keep the real ones.
 */
function lighterBrowserBuild(): Plugin {
  const own = (file: string) => fileURLToPath(new URL(`./app/browser/${file}`, import.meta.url));
  const replacements: Record<string, string> = {
    i18next: own("i18next.ts"),
    "react-i18next": own("react-i18next.tsx"),
  };
  return {
    name: "volunteerly-lighter-browser-build",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (options?.ssr) return;
      const target = replacements[source];
      if (!target) return;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}

/**
 * Rollup adds to every chunk a bare `import "…"` of each module its imports import in turn (transitive imports,
 * hoisted so a browser starts fetching them early). In the server build those are externals (zod, hono, drizzle-orm,
 * @iconify/utils, …) and the server-build chunk, which wrangler's esbuild then drops one by one, because their
 * package.json says "sideEffects": false, with a warning each: screens of warnings at every `npm start`. A Worker
 * loads one bundle, so the server build does without the hoisting; the browser build keeps it.
 */
function quietServerBundle(): Plugin {
  let ssr = false;
  return {
    name: "volunteerly-quiet-server-bundle",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    outputOptions(output) {
      return ssr ? { ...output, hoistTransitiveImports: false } : output;
    },
  };
}

/**
 * The Worker matches routes through a memoised copy of `@remix-run/router` (workers/route-matching.ts, ADR 0078):
 * the server build writes it beside itself, and wrangler.toml's `[alias]` bundles it in the installed one's place.
 * The browser build keeps the original.
 */
function workerRouteMatching(): Plugin {
  let ssr = false;
  let outDir = "";
  return {
    name: "volunteerly-worker-route-matching",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      outDir = config.build.outDir;
    },
    async writeBundle() {
      if (!ssr) return;
      const { patchRouterSource } = await import("./workers/route-matching");
      const routerDir = dirname(createRequire(import.meta.url).resolve("@remix-run/router/package.json"));
      const source = readFileSync(join(routerDir, "dist/router.js"), "utf8");
      writeFileSync(join(outDir, "remix-router.js"), patchRouterSource(source));
    },
  };
}

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId()) },
  plugins: [
    // `remix vite:dev` is development by definition: wrangler.toml's [vars] leave ENVIRONMENT unset (ADR 0037).
    remixCloudflareDevProxy({
      getLoadContext: (args: Parameters<typeof getLoadContext>[0]) => {
        (args.context.cloudflare.env as { ENVIRONMENT?: string }).ENVIRONMENT = "development";
        return getLoadContext(args);
      },
    }),
    remix({
      ignoredRouteFiles: IGNORED_ROUTE_FILES,
      routes: async () => localizedRoutesFor(appDirectory),
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        unstable_optimizeDeps: true,
      },
    }),
    defaultDeny(),
    lighterBrowserBuild(),
    quietServerBundle(),
    workerRouteMatching(),
    tailwindcss(),
    tsconfigPaths(),
  ],
  server: { host: "127.0.0.1" },
});
