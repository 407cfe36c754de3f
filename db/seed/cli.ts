/**
 * Seeds the local D1 database that `wrangler dev` uses.
 *
 *   node --import tsx db/seed/cli.ts [--reset] [--scale N] [--persist-to DIR]
 *
 * `--scale N` adds benchmark data (db/seed/index.ts seedBulk): N vacancies in all, over min(N, 10) × 200 new
 * organisations and min(N, 10) × 20 news pages per tenant (so `--scale 10` means what it meant before vacancies).
 * It also adds, in proportion, volunteers (N / 10), applications (~3 per vacancy) and help requests (N / 50).
 *
 * DIR defaults to .wrangler/state (wrangler keeps D1 in DIR/v3/d1). Migrations go through wrangler itself, so the
 * d1_migrations bookkeeping matches what `npm run db:migrate` and `wrangler dev` expect.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { getPlatformProxy } from "wrangler";
import { createDb } from "../index";
import { addMissingActivities } from "./activities-missing";
import {
  addMissingForms,
  addMissingHelpRequests,
  addMissingLegalPages,
  addMissingStockImages,
  addMissingVacancies,
  addMissingWorkshops,
  seedBulk,
  seedDatabase,
} from "./index";

const ROOT = resolve(import.meta.dirname, "..", "..");
const USAGE = "Usage: node --import tsx db/seed/cli.ts [--reset] [--scale N] [--persist-to DIR]";

interface Options {
  reset: boolean;
  scale: number | null;
  persistTo: string;
}

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      reset: { type: "boolean", default: false },
      scale: { type: "string" },
      "persist-to": { type: "string", default: ".wrangler/state" },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  let scale: number | null = null;
  if (values.scale !== undefined) {
    scale = Number(values.scale);
    if (!/^\d+$/.test(values.scale) || scale < 1) throw new Error(`--scale must be a whole number ≥ 1, got "${values.scale}"`);
  }
  return { reset: values.reset, scale, persistTo: resolve(process.cwd(), values["persist-to"]) };
}

function applyMigrations(persistTo: string): void {
  console.log(`Applying migrations to ${persistTo} …`);
  const result = spawnSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo], {
    cwd: ROOT,
    stdio: "inherit",
    // CI=1 keeps wrangler from asking for confirmation.
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1" },
  });
  if (result.error) throw new Error(`could not run wrangler: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`wrangler d1 migrations apply exited with code ${result.status}`);
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (options.reset) {
    const d1Dir = join(options.persistTo, "v3", "d1");
    rmSync(d1Dir, { recursive: true, force: true });
    console.log(`Removed ${d1Dir}`);
  }
  applyMigrations(options.persistTo);

  const proxy = await getPlatformProxy<Env>({
    configPath: join(ROOT, "wrangler.toml"),
    persist: { path: join(options.persistTo, "v3") },
  });
  try {
    const db = createDb(proxy.env.DB);
    const { seeded, accounts } = await seedDatabase(db);
    console.log(
      seeded
        ? "Seeded demo data"
        : accounts
          ? "Demo data present; added the demo accounts"
          : "Demo data already present, skipped",
    );
    if (!seeded) {
      const legal = await addMissingLegalPages(db);
      if (legal) console.log(`Added ${legal} legal pages (terms, privacy and accessibility statements) to the demo data`);
      const added = await addMissingVacancies(db);
      if (added) console.log(`Added ${added} demo vacancies (with applications and notes) to the demo data`);
      const activities = await addMissingActivities(db);
      if (activities) console.log(`Added ${activities} demo activities (with their dates and sign-ups) to the demo data`);
      const help = await addMissingHelpRequests(db);
      if (help) console.log(`Added ${help} demo help requests (with their vacancies and offers) to the demo data`);
      const demoForms = await addMissingForms(db);
      if (demoForms) console.log(`Added ${demoForms} demo forms (with questions and submissions) to the demo data`);
      const demoWorkshops = await addMissingWorkshops(db);
      if (demoWorkshops) console.log(`Added ${demoWorkshops} demo workshops to the demo data`);
      const stock = await addMissingStockImages(db);
      if (stock) console.log(`Added ${stock} demo stock images (the illustrations under public/demo/images) to the demo data`);
    }
    if (options.scale !== null) {
      const started = performance.now();
      const added = await seedBulk(db, options.scale);
      console.log(
        `Bulk data (scale ${options.scale}) added for ${added.tenants} tenants: ${added.organizations} organisations ` +
          `(+ ${added.addresses} addresses, ${added.organizationProfiles} profiles), ${added.pages} news pages ` +
          `(+ ${added.contentBlocks} content blocks), ${added.vacancies} vacancies, ${added.applications} applications, ` +
          `${added.volunteers} volunteers, ${added.helpRequests} help requests ` +
          `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
  } finally {
    await proxy.dispose();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof Error && error.stack && process.env.DEBUG) console.error(error.stack);
    console.error(USAGE);
    process.exit(1);
  },
);
