/**
 * The one typed tenant configuration (PRODUCT.md: "data in one typed config module with environment
 * overrides — not scattered `if (tenant === …)`"). Shared by the Worker, the API and the Remix app.
 * Pure: no I/O, so it runs in workerd, Node and the browser alike.
 */

export const TENANT_IDS = ["oldebroek", "roermond", "meedoen", "demo", "public"] as const;
export type TenantId = (typeof TENANT_IDS)[number];

export type AppContext = "meedoen" | "gelderland";
export const APP_CONTEXTS: readonly AppContext[] = ["meedoen", "gelderland"];

/** Border/tab styling family (SPEC §9: a partner brand, the public tenant and the staged demo differ). */
export type BrandStyle = "default" | "partner" | "public" | "demo";

export type PeerToPeerWording = "neighbour-help" | "one-on-one";

export interface TenantFeatures {
  /** Organisations may be moved between centres. */
  organizationMoving: boolean;
  /** Inactive users may still sign in. */
  allowInactiveUsers: boolean;
  /** Peer-to-peer help, with its wording; null when off. */
  peerToPeer: PeerToPeerWording | null;
  /** Volunteer profiles (the pool) — off in the meedoen context. */
  volunteerProfiles: boolean;
  /** Activities and the activity calendar — off in the meedoen context. */
  activities: boolean;
  /** Sharing between centres — only the public tenant outside meedoen. */
  centerSharing: boolean;
}

export interface TenantConfig {
  id: TenantId;
  appContext: AppContext;
  /** Overrides the centre name as the app name in titles when set. */
  appName: string | null;
  /** Centre used when the host map names none. Matches the seeded centre ids. */
  defaultVolunteerCenterId: number;
  brandStyle: BrandStyle;
  features: TenantFeatures;
  /**
   * A 'Sign up' link beside 'Sign in' in the header for signed-out visitors. On unless a tenant turns it off (a
   * collaboration that only takes volunteers through its own intake); FEATURE_SIGN_UP_LINK overrides it for all.
   */
  signUpLink: boolean;
  /** A postcode of the tenant's own region, for hints ("Bijvoorbeeld 6041 JB"): never another region's. */
  examplePostcode: string;
}

/** The vacancy types a tenant can offer (contract/vacancies.ts VACANCY_TYPES, spelled out: config stays pure). */
export type OfferedVacancyType = "volunteering" | "activity" | "language" | PeerToPeerWording;

/**
 * The vacancy types this tenant offers, in the order forms list them: volunteering and language buddies everywhere,
 * activities where the feature is on, and the peer-to-peer type of the tenant's wording where peer-to-peer help is
 * on (ADR 0024). The search filter and the vacancy editor offer these; the API refuses creating any other (422).
 */
export function vacancyTypesOffered(tenant: Pick<TenantConfig, "features">): OfferedVacancyType[] {
  return [
    "volunteering",
    ...(tenant.features.activities ? (["activity"] as const) : []),
    "language",
    ...(tenant.features.peerToPeer ? [tenant.features.peerToPeer] : []),
  ];
}

export interface PlatformConfig {
  tenants: Record<TenantId, TenantConfig>;
  /** Exact host (without port) → tenant. Checked first. */
  hostMap: Record<string, TenantId>;
  /** `<tenant>.<domain>` resolves to the tenant for each of these domains. */
  wildcardDomains: string[];
  /** Tenant when neither host nor cookie names one; null = unknown site. */
  defaultTenant: TenantId | null;
  /** Exact host (without port) → volunteer-centre id. */
  centerHostMap: Record<string, number>;
  /** Staging/demo instance: enables /switch and similar helpers in a deployed build. */
  staging: boolean;
  /**
   * Hosts (without port) that serve only the collaboration's landing page (SPEC §2 "Access rules": on one production
   * host every other path is redirected to /gelderse-handen; ADR 0075). Empty by default: nothing redirects.
   */
  landingHosts: string[];
}

/** The environment variables that may override the defaults (all optional strings, as Workers hand them). */
export interface TenantEnv {
  TENANT_HOST_MAP?: string;
  TENANT_WILDCARD_DOMAINS?: string;
  DEFAULT_TENANT?: string;
  CENTER_HOST_MAP?: string;
  STAGING?: string;
  FEATURE_ORGANIZATION_MOVING?: string;
  FEATURE_ALLOW_INACTIVE_USERS?: string;
  FEATURE_SIGN_UP_LINK?: string;
  /** Comma-separated hosts that serve only /gelderse-handen (ADR 0075). */
  GELDERSE_HANDEN_HOSTS?: string;
}

function contextFeatures(appContext: AppContext, tenant: TenantId): Omit<TenantFeatures, "peerToPeer"> {
  const meedoen = appContext === "meedoen";
  return {
    organizationMoving: true,
    allowInactiveUsers: false,
    volunteerProfiles: !meedoen,
    activities: !meedoen,
    centerSharing: tenant === "public" && !meedoen,
  };
}

/** Per-tenant settings that differ from the platform defaults. */
interface TenantOptions {
  appName?: string | null;
  signUpLink?: boolean;
}

/** A postcode in each tenant's region (its centre's town), for the forms' hints. */
const EXAMPLE_POSTCODES: Record<TenantId, string> = {
  oldebroek: "8091 AB",
  roermond: "6041 JB",
  meedoen: "6811 AN",
  demo: "3794 AB",
  public: "3511 GC",
};

function tenant(
  id: TenantId,
  defaultVolunteerCenterId: number,
  brandStyle: BrandStyle,
  peerToPeer: PeerToPeerWording | null,
  { appName = null, signUpLink = true }: TenantOptions = {},
): TenantConfig {
  const appContext: AppContext = id === "meedoen" ? "meedoen" : "gelderland";
  return {
    id,
    appContext,
    appName,
    defaultVolunteerCenterId,
    brandStyle,
    features: { ...contextFeatures(appContext, id), peerToPeer },
    signUpLink,
    examplePostcode: EXAMPLE_POSTCODES[id],
  };
}

export const DEFAULT_PLATFORM_CONFIG: PlatformConfig = {
  tenants: {
    oldebroek: tenant("oldebroek", 1, "default", "neighbour-help"),
    roermond: tenant("roermond", 2, "partner", null),
    meedoen: tenant("meedoen", 3, "default", null, { appName: "Meedoen" }),
    demo: tenant("demo", 4, "demo", null),
    public: tenant("public", 5, "public", "one-on-one"),
  },
  hostMap: {},
  wildcardDomains: ["localhost"],
  defaultTenant: null,
  centerHostMap: {},
  staging: false,
  landingHosts: [],
};

export function isTenantId(value: unknown): value is TenantId {
  return typeof value === "string" && (TENANT_IDS as readonly string[]).includes(value);
}

/** A flag as the environment says it (`1`, `true`, `yes`, `on`); unset or empty: undefined. */
export function parseBoolean(value: string | undefined): boolean | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  return ["1", "true", "yes", "on"].includes(value.trim().toLowerCase());
}

/** Parses `a=b,c=d` (or a JSON object) into pairs; ignores malformed entries. */
export function parsePairs(value: string | undefined): Array<[string, string]> {
  if (!value?.trim()) return [];
  const text = value.trim();
  if (text.startsWith("{")) {
    try {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      return Object.entries(parsed).map(([k, v]) => [k.toLowerCase(), String(v)]);
    } catch {
      return [];
    }
  }
  return text
    .split(",")
    .map((pair) => pair.split("=").map((part) => part.trim()))
    .filter((parts): parts is [string, string] => parts.length === 2 && !!parts[0] && !!parts[1])
    .map(([k, v]) => [k.toLowerCase(), v]);
}

/** Applies environment overrides to the defaults. Invalid values are ignored rather than crashing a request. */
export function platformConfigFromEnv(env: TenantEnv, base: PlatformConfig = DEFAULT_PLATFORM_CONFIG): PlatformConfig {
  const hostMap = { ...base.hostMap };
  for (const [host, id] of parsePairs(env.TENANT_HOST_MAP)) if (isTenantId(id)) hostMap[host] = id;

  const centerHostMap = { ...base.centerHostMap };
  for (const [host, id] of parsePairs(env.CENTER_HOST_MAP)) {
    const n = Number(id);
    if (Number.isInteger(n) && n > 0) centerHostMap[host] = n;
  }

  // Set (even to "", as production's wrangler.toml does) means exactly these domains; unset keeps the default.
  const wildcardDomains =
    env.TENANT_WILDCARD_DOMAINS !== undefined
      ? env.TENANT_WILDCARD_DOMAINS.split(",")
          .map((d) => d.trim().toLowerCase().replace(/^\*\./, ""))
          .filter(Boolean)
      : base.wildcardDomains;

  const defaultTenant =
    env.DEFAULT_TENANT === undefined
      ? base.defaultTenant
      : isTenantId(env.DEFAULT_TENANT.trim())
        ? (env.DEFAULT_TENANT.trim() as TenantId)
        : null;

  const organizationMoving = parseBoolean(env.FEATURE_ORGANIZATION_MOVING);
  const allowInactiveUsers = parseBoolean(env.FEATURE_ALLOW_INACTIVE_USERS);
  const signUpLink = parseBoolean(env.FEATURE_SIGN_UP_LINK);
  const tenants = Object.fromEntries(
    Object.entries(base.tenants).map(([id, config]) => [
      id,
      {
        ...config,
        features: {
          ...config.features,
          organizationMoving: organizationMoving ?? config.features.organizationMoving,
          allowInactiveUsers: allowInactiveUsers ?? config.features.allowInactiveUsers,
        },
        signUpLink: signUpLink ?? config.signUpLink,
      },
    ]),
  ) as Record<TenantId, TenantConfig>;

  return {
    tenants,
    hostMap,
    wildcardDomains,
    defaultTenant,
    centerHostMap,
    staging: parseBoolean(env.STAGING) ?? base.staging,
    landingHosts:
      env.GELDERSE_HANDEN_HOSTS !== undefined
        ? env.GELDERSE_HANDEN_HOSTS.split(",")
            .map((host) => normalizeHost(host))
            .filter((host): host is string => host !== null)
        : base.landingHosts,
  };
}

/** Lower-cases a Host header and strips the port; null for anything that is not a plausible host name. */
export function normalizeHost(hostHeader: string | null | undefined): string | null {
  if (!hostHeader) return null;
  const raw = hostHeader.trim().toLowerCase();
  // IPv6 literal: [::1]:8787
  const host = raw.startsWith("[") ? raw.slice(0, raw.indexOf("]") + 1) : raw.replace(/:\d{1,5}$/, "");
  if (host.length === 0 || host.length > 253) return null;
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*)$/.test(host)) {
    return null;
  }
  return host;
}

export type TenantSource = "host" | "wildcard" | "cookie" | "default";

/**
 * The tenant a host name itself belongs to: the explicit host map, then a wildcard domain. No cookie and no default
 * tenant: this is the test for "one of the tenant's own sites" (e.g. where a mailed link may lead).
 */
export function tenantForHost(
  config: PlatformConfig,
  hostHeader: string | null | undefined,
): { id: TenantId; source: "host" | "wildcard" } | null {
  const host = normalizeHost(hostHeader);
  if (!host) return null;
  const mapped = config.hostMap[host];
  if (mapped) return { id: mapped, source: "host" };
  for (const domain of config.wildcardDomains) {
    if (host.endsWith(`.${domain}`)) {
      const label = host
        .slice(0, -(domain.length + 1))
        .split(".")
        .pop();
      if (isTenantId(label)) return { id: label, source: "wildcard" };
    }
  }
  return null;
}

export interface ResolvedTenant {
  config: TenantConfig;
  source: TenantSource;
}

/**
 * Tenant from the request: explicit host map → wildcard domain → tenant cookie → default.
 * Returns null when none applies (the caller shows the 'unknown site' page).
 */
export function resolveTenant(
  config: PlatformConfig,
  hostHeader: string | null | undefined,
  cookieTenant: string | null | undefined,
): ResolvedTenant | null {
  const byHost = tenantForHost(config, hostHeader);
  if (byHost) return { config: config.tenants[byHost.id], source: byHost.source };
  if (isTenantId(cookieTenant)) return { config: config.tenants[cookieTenant], source: "cookie" };
  if (config.defaultTenant) return { config: config.tenants[config.defaultTenant], source: "default" };
  return null;
}

/**
 * Volunteer-centre id: host map → the centre cookie (when it belongs to this tenant) → tenant default.
 * The cookie value is `<tenant>:<id>` so a centre chosen on one tenant never leaks into another.
 */
export function resolveVolunteerCenterId(
  config: PlatformConfig,
  tenantConfig: TenantConfig,
  hostHeader: string | null | undefined,
  cookieValue: string | null | undefined,
): number {
  const host = normalizeHost(hostHeader);
  if (host && config.centerHostMap[host]) return config.centerHostMap[host];
  const fromCookie = parseCenterCookie(cookieValue);
  if (fromCookie && fromCookie.tenant === tenantConfig.id) return fromCookie.id;
  return tenantConfig.defaultVolunteerCenterId;
}

export function parseCenterCookie(value: string | null | undefined): { tenant: TenantId; id: number } | null {
  if (!value) return null;
  const [tenantPart, idPart] = value.split(":");
  const id = Number(idPart);
  if (!isTenantId(tenantPart) || !Number.isInteger(id) || id <= 0) return null;
  return { tenant: tenantPart, id };
}

export function formatCenterCookie(tenant: TenantId, id: number): string {
  return `${tenant}:${id}`;
}

const TENANT_ENV_KEYS = [
  "TENANT_HOST_MAP",
  "TENANT_WILDCARD_DOMAINS",
  "DEFAULT_TENANT",
  "CENTER_HOST_MAP",
  "STAGING",
  "FEATURE_ORGANIZATION_MOVING",
  "FEATURE_ALLOW_INACTIVE_USERS",
  "FEATURE_SIGN_UP_LINK",
  "GELDERSE_HANDEN_HOSTS",
] as const satisfies readonly (keyof TenantEnv)[];
const platformConfigs = new Map<string, PlatformConfig>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * platformConfigFromEnv, computed once per isolate for each distinct set of the variables it reads (they are fixed
 * for a deploy; the key names every one of them, so tests that vary them get their own). The result is frozen:
 * it is shared by every request of the isolate, so nothing may change it. docs/decisions/0018-a-cheaper-request-path.md
 */
export function platformConfigFor(env: TenantEnv): PlatformConfig {
  const key = JSON.stringify(TENANT_ENV_KEYS.map((name) => env[name] ?? null));
  let config = platformConfigs.get(key);
  if (!config) {
    if (platformConfigs.size >= 16) platformConfigs.clear();
    config = deepFreeze(platformConfigFromEnv(env));
    platformConfigs.set(key, config);
  }
  return config;
}
