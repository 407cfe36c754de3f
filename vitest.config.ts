import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["{app,api,db,config,contract,workers,mocks,tests/unit}/**/*.test.{ts,tsx}", "load-context.test.ts"],
    environment: "node",
    // One migrated and seeded D1 per run, copied for every file that asks for a database (tests/setup/d1.ts).
    globalSetup: ["tests/setup/d1-template.global.ts"],
    // Each API test file starts its own workerd (D1); two cores → keep parallelism modest.
    maxWorkers: 2,
    // A worker process runs file after file (no new Node + Vitest + dependencies per file: ~1 s a file);
    // tests/setup/fresh-modules.ts drops our own modules before each file, so each file still gets its own.
    isolate: false,
    setupFiles: ["tests/setup/fresh-modules.ts"],
    minWorkers: 1,
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
