/**
 * Vitest global setup: an empty directory for this run's D1 templates (tests/setup/d1.ts builds them there on first
 * use, once per run, and copies them for every test file), removed when the run ends.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where this run's migrated (and seeded) D1 templates are built. */
    d1TemplateDir: string;
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "d1-templates-"));
  project.provide("d1TemplateDir", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
