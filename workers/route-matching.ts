/**
 * Route matching for the Worker, once per route tree and path instead of on every call.
 *
 * `@remix-run/router`'s `matchRoutes` flattens the whole route tree, ranks every branch and compiles a RegExp per
 * route on every call. The app has ~420 routes (every page in nl and en, ADR 0007), and a document matches its path
 * 4–6 times (Remix's handler, the static handler, `<RemixServer>`'s router, and `<Scripts>` for each parent path of
 * the URL): ~1.5 ms a call, the largest single piece of a page's CPU (ADR 0078).
 *
 * The Worker's bundle therefore takes the router from `build/server/remix-router.js` (wrangler.toml `[alias]`):
 * the installed `@remix-run/router`, with two pure functions memoised by `patchRouterSource` at build time:
 * - `compilePath(path, caseSensitive, end)`: the RegExp and parameter names of a route path.
 * - `matchRoutesImpl`: the ranked branches per route tree *shape* (paths, index flags, case sensitivity, nesting: the
 *   only inputs of flattening and ranking), and the match per (shape, decoded path, allowPartial). A cached match
 *   holds child indexes and params, never route objects: each call gets its own tree's routes and a fresh params
 *   object, as the original would return. A tree already seen is recognised by identity while its number of routes
 *   is unchanged (route trees only grow, by route discovery; nothing edits a route's path in place).
 * Both caches are bounded; nothing in them depends on a request beyond the path it asked for.
 *
 * The browser keeps the original router: its route tree grows while the visitor browses (route discovery), and
 * a phone matches once per navigation. `workers/route-matching.test.ts` checks the patched matcher against the
 * original on every route of the app, and that the patch still applies to the installed version.
 */

const MATCH_ROUTES_IMPL = `  let branches = flattenRoutes(routes);
  rankRouteBranches(branches);
  let matches = null;
  let decoded = decodePath(pathname);
  for (let i = 0; matches == null && i < branches.length; ++i) {`;

const COMPILE_PATH = "function compilePath(path, caseSensitive, end) {";

const MATCH_ROUTES_IMPL_END = "\n  return matches;\n}";

/** Replaces `matchRoutesImpl` from its flattening to its end. */
const MATCH_ROUTES_CACHED = `  return matchRoutesCached(routes, decodePath(pathname), allowPartial === true);
}`;

const HELPERS = `
// --- Worker route matching (workers/route-matching.ts, ADR 0078) ---
const MAX_COMPILED_PATHS = 2000;
const MAX_SHAPES = 20;
const MAX_MATCHES_PER_SHAPE = 1000;
const compiledPaths = new Map();
function compilePath(path, caseSensitive, end) {
  let key = (caseSensitive === true ? "1" : "0") + (end === false ? "0" : "1") + path;
  let compiled = compiledPaths.get(key);
  if (compiled === undefined) {
    compiled = compilePathUncached(path, caseSensitive, end);
    if (compiledPaths.size >= MAX_COMPILED_PATHS) compiledPaths.clear();
    compiledPaths.set(key, compiled);
  }
  return compiled;
}
const shapeByRoutes = new WeakMap();
const shapes = new Map();
function shapeKeyOf(routes) {
  let key = "";
  for (let route of routes) {
    key += (route.index === true ? "!" : "") + (route.caseSensitive === true ? "^" : "") +
      (route.path == null ? "\\u0000" : route.path);
    if (route.children && route.children.length > 0) key += "\\u0002" + shapeKeyOf(route.children) + "\\u0003";
    key += "\\u0001";
  }
  return key;
}
function routeCountOf(routes) {
  let count = routes.length;
  for (let route of routes) if (route.children) count += routeCountOf(route.children);
  return count;
}
function shapeOf(routes) {
  // A tree seen before is trusted while it has as many routes: trees only ever grow (route discovery).
  let known = shapeByRoutes.get(routes);
  let count = routeCountOf(routes);
  if (known !== undefined && known.count === count) return known.shape;
  let key = shapeKeyOf(routes);
  let shape = shapes.get(key);
  if (shape === undefined) {
    let branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    shape = { key, branches, matches: new Map() };
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    shapes.set(key, shape);
  }
  shapeByRoutes.set(routes, { shape, count });
  return shape;
}
function routeAt(routes, indexes) {
  let route = routes[indexes[0]];
  for (let i = 1; i < indexes.length; i++) route = route.children[indexes[i]];
  return route;
}
function matchRoutesCached(routes, decoded, allowPartial) {
  let shape = shapeOf(routes);
  let memoKey = (allowPartial ? "1" : "0") + decoded;
  let found = shape.matches.get(memoKey);
  if (found === undefined) {
    let matches = null;
    let hit = 0;
    for (; hit < shape.branches.length; ++hit) {
      matches = matchRouteBranch(shape.branches[hit], decoded, allowPartial);
      if (matches != null) break;
    }
    found = null;
    if (matches != null) {
      let indexes = shape.branches[hit].routesMeta.map(meta => meta.childrenIndex);
      found = {
        params: Object.assign({}, matches[matches.length - 1].params),
        parts: matches.map((match, i) => ({
          indexes: indexes.slice(0, i + 1),
          pathname: match.pathname,
          pathnameBase: match.pathnameBase
        }))
      };
    }
    if (shape.matches.size >= MAX_MATCHES_PER_SHAPE) shape.matches.clear();
    shape.matches.set(memoKey, found);
  }
  if (found === null) return null;
  let params = Object.assign({}, found.params);
  return found.parts.map(part => ({
    params,
    pathname: part.pathname,
    pathnameBase: part.pathnameBase,
    route: routeAt(routes, part.indexes)
  }));
}
function compilePathUncached(path, caseSensitive, end) {`;

/** The installed `@remix-run/router/dist/router.js` with the two memoised functions; throws when an anchor moved. */
export function patchRouterSource(source: string): string {
  for (const [anchor, what] of [
    [MATCH_ROUTES_IMPL, "matchRoutesImpl's loop"],
    [COMPILE_PATH, "compilePath"],
  ] as const) {
    const at = source.indexOf(anchor);
    if (at < 0 || source.indexOf(anchor, at + 1) >= 0) {
      throw new Error(
        `workers/route-matching.ts: ${what} of @remix-run/router is not where the patch expects it; ` +
          "check the new version's matchRoutesImpl and compilePath, then adapt the patch (ADR 0078)",
      );
    }
  }
  const start = source.indexOf(MATCH_ROUTES_IMPL);
  const end = source.indexOf(MATCH_ROUTES_IMPL_END, start);
  if (end < 0) throw new Error("workers/route-matching.ts: the end of matchRoutesImpl moved; adapt the patch (ADR 0078)");
  return (source.slice(0, start) + MATCH_ROUTES_CACHED + source.slice(end + MATCH_ROUTES_IMPL_END.length)).replace(
    COMPILE_PATH,
    HELPERS,
  );
}
