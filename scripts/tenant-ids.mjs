// Plain-JS mirror of config/tenants.ts TENANT_IDS for Node scripts that run without a TypeScript loader;
// config/tenants.test.ts keeps the two in step.
export const TENANT_IDS = ["oldebroek", "roermond", "meedoen", "demo", "public"];
