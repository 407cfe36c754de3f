import { fileURLToPath } from "node:url";
import { vitePlugin as remix, cloudflareDevProxyVitePlugin as remixCloudflareDevProxy } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { IGNORED_ROUTE_FILES, localizedRoutesFor } from "./app/config/localized-routes";
import { getLoadContext } from "./load-context";

const appDirectory = fileURLToPath(new URL("./app", import.meta.url));

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [
    remixCloudflareDevProxy({ getLoadContext }),
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
    tailwindcss(),
    tsconfigPaths(),
  ],
  server: { host: "127.0.0.1" },
});
