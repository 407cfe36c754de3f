/** snake_case on the wire, camelCase in code (SPEC §7). Deep, for plain objects and arrays only. */

export function toSnakeCase(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/([A-Z])([A-Z][a-z])/g, "$1_$2")
    .toLowerCase();
}

export function toCamelCase(key: string): string {
  return key.replace(/[_-]([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function transformKeys(value: unknown, transform: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => transformKeys(v, transform));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[transform(k)] = transformKeys(v, transform);
  return out;
}

export function snakeKeys<T = unknown>(value: unknown): T {
  return transformKeys(value, toSnakeCase) as T;
}

export function camelKeys<T = unknown>(value: unknown): T {
  return transformKeys(value, toCamelCase) as T;
}
