/**
 * snake_case on the wire, camelCase in code (SPEC §7). snakeKeys/camelKeys are deep, for plain objects and arrays
 * only: for structures whose every key the contract names. A resource's attributes go through snakeAttributes /
 * camelAttributes, which leave the values that are JSON documents untouched (contract/json-values.ts, ADR 0043).
 */
import { isJsonValueAttribute } from "./json-values";

/**
 * Both conversions are pure functions of the key, and an API answer repeats the same few dozen keys on every row:
 * each direction keeps its answers per isolate (bounded; a key maps only to its own conversion, nothing else is
 * kept). docs/decisions/0018-a-cheaper-request-path.md
 */
const MEMO_MAX = 2000;
function memoised(convert: (key: string) => string): (key: string) => string {
  const memo = new Map<string, string>();
  return (key) => {
    let out = memo.get(key);
    if (out === undefined) {
      out = convert(key);
      if (memo.size >= MEMO_MAX) memo.clear();
      memo.set(key, out);
    }
    return out;
  };
}

export const toSnakeCase = memoised((key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/([A-Z])([A-Z][a-z])/g, "$1_$2")
    .toLowerCase(),
);

export const toCamelCase = memoised((key: string) => key.replace(/[_-]([a-z0-9])/g, (_, c: string) => c.toUpperCase()));

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

/**
 * A resource's attributes, camelCase in code → the wire: names snake_cased, structural values deep, and the values
 * that are JSON documents (contract/json-values.ts) passed through as they are, the same object.
 */
export function snakeAttributes(type: string, attributes: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attributes)) {
    const wireName = toSnakeCase(name);
    out[wireName] = isJsonValueAttribute(type, wireName) ? value : transformKeys(value, toSnakeCase);
  }
  return out;
}

/** The wire's attributes → camelCase in code; the mirror of snakeAttributes (JSON documents passed through). */
export function camelAttributes(type: string, attributes: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [wireName, value] of Object.entries(attributes)) {
    out[toCamelCase(wireName)] = isJsonValueAttribute(type, wireName) ? value : transformKeys(value, toCamelCase);
  }
  return out;
}
