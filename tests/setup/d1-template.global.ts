/**
 * Vitest global setup, once per run in the main process:
 * - an empty directory for this run's D1 templates (tests/setup/d1.ts builds them there on first use, once per run,
 *   and copies them for every test file), removed when the run ends;
 * - the Worker's bindings as wrangler.toml declares them (vars, D1, compatibility date and flags), read here with
 *   wrangler's own config reader, so each test file can start a bare Miniflare with exactly those bindings instead
 *   of importing wrangler (a 13 MB bundle, ~1 s of every database file's import) for `getPlatformProxy`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { unstable_readConfig } from "wrangler";

export interface WorkerBindings {
  vars: Record<string, string>;
  d1Databases: Record<string, string>;
  r2Buckets: Record<string, string>;
  compatibilityDate: string;
  compatibilityFlags: string[];
}

declare module "vitest" {
  export interface ProvidedContext {
    /** Where this run's migrated (and seeded) D1 templates are built. */
    d1TemplateDir: string;
    /** wrangler.toml's top-level (local, `wrangler dev`) bindings. */
    workerBindings: WorkerBindings;
  }
}

export function readWorkerBindings(): WorkerBindings {
  const config = unstable_readConfig({ config: "wrangler.toml" });
  return {
    // The tests run a development Worker: wrangler.toml leaves ENVIRONMENT unset (ADR 0037).
    vars: {
      ...Object.fromEntries(Object.entries(config.vars).map(([name, value]) => [name, String(value)])),
      ENVIRONMENT: "development",
    },
    d1Databases: Object.fromEntries(
      config.d1_databases.map((d1: { binding: string; database_id?: string }) => [d1.binding, d1.database_id ?? d1.binding]),
    ),
    r2Buckets: Object.fromEntries(
      config.r2_buckets.map((r2: { binding: string; bucket_name?: string }) => [r2.binding, r2.bucket_name ?? r2.binding]),
    ),
    compatibilityDate: config.compatibility_date ?? "2025-04-01",
    compatibilityFlags: config.compatibility_flags,
  };
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "d1-templates-"));
  project.provide("d1TemplateDir", dir);
  project.provide("workerBindings", readWorkerBindings());
  return () => rmSync(dir, { recursive: true, force: true });
}
