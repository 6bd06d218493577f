/*
 * What Vite's build manifest (dist/.vite/manifest.json) says about the web app's first load: the chunks and
 * stylesheets a page needs before it can render. The server preloads them in the page's HTML
 * (plugins/web.ts), and the build-size guard (e2e/build-size.spec.ts) weighs them against the budget.
 */

/** One entry of Vite's manifest (only the fields read here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type WebManifest = Record<string, ManifestChunk>;

/**
 * The route module the client router (apps/web/src/app/router.tsx) lazy-loads for each public page a guest
 * or a search engine lands on. Pages not listed load their chunks after the entry runs, as before.
 */
const ROUTE_MODULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/$/, 'src/app/routes/public/home.tsx'],
  [/^\/about\/?$/, 'src/app/routes/public/about.tsx'],
  [/^\/suppliers\/?$/, 'src/app/routes/public/suppliers-landing.tsx'],
  [/^\/directory\/?$/, 'src/app/routes/directory/directory.tsx'],
  [/^\/directory\/search\/?$/, 'src/app/routes/directory/search.tsx'],
  [/^\/directory\/profile\/[^/]+\/?$/, 'src/app/routes/directory/supplier-profile.tsx'],
  [/^\/directory\/[^/]+(?:\/[^/]+)?\/?$/, 'src/app/routes/directory/category.tsx'],
];

/** The source path of the route module a URL path lands on, or undefined when it is not a public page. */
export const routeModuleFor = (path: string) => ROUTE_MODULES.find(([pattern]) => pattern.test(path))?.[1];

/** The manifest key of the app's entry (index.html). */
export const entryKey = (manifest: WebManifest) =>
  Object.keys(manifest).find((key) => manifest[key]?.isEntry);

/** Every chunk a manifest entry needs before it runs: itself and its static imports, depth first. */
export function staticClosure(manifest: WebManifest, key: string): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    js.push(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  };
  visit(key);
  return { js, css: [...css] };
}

/**
 * The files a page loads before its first render: the entry's closure and the route module's closure.
 * `route` lists only what the entry does not already bring (what the server adds to the HTML).
 */
export function firstLoad(manifest: WebManifest, path: string) {
  const entry = entryKey(manifest);
  const fromEntry = entry ? staticClosure(manifest, entry) : { js: [], css: [] };
  const module = routeModuleFor(path);
  const fromRoute = module && manifest[module] ? staticClosure(manifest, module) : { js: [], css: [] };
  const route = {
    js: fromRoute.js.filter((file) => !fromEntry.js.includes(file)),
    css: fromRoute.css.filter((file) => !fromEntry.css.includes(file)),
  };
  return {
    module,
    js: [...fromEntry.js, ...route.js],
    css: [...fromEntry.css, ...route.css],
    route,
  };
}
