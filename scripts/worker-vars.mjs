/**
 * The Worker variables of a local server (`npm start`, the e2e server, the benches): `--var KEY:VALUE` as given, plus
 * ENVIRONMENT=development unless one is given. wrangler.toml's top-level [vars] do not say development (a
 * `wrangler deploy` without `--env production` would otherwise publish the development-only doors): a local server
 * says so itself (ADR 0037). The cron trigger `/__scheduled` (wrangler's `testScheduled`) is on only where the
 * Worker is development, like every other development-only door (config/environment.ts).
 */
export function localWorkerVars(cliVars) {
  const vars = Object.fromEntries(
    cliVars.map((v) => {
      const [key, ...value] = v.split(":");
      return [key, value.join(":")];
    }),
  );
  vars.ENVIRONMENT ??= "development";
  return { vars, testScheduled: vars.ENVIRONMENT === "development" };
}
