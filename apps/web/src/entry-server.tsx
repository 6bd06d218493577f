/// <reference types="node" />
/*
 * The server's renderer of the public pages (docs/decisions/0083), built by `vite build --ssr` into dist-server/
 * and called by the API's web plugin. A page renders as for a guest; the data it asks for is fetched first,
 * in-process through `fetchPage` (the API's own routes), and handed to the browser as TanStack Query's state.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { routes } from './app/router';
import { AppProvider } from './app/provider';
import { dashboardRegistries } from './app/dashboards/registries';
import { paths } from './config/paths';
import { session } from './lib/session';
import { setServerFetch } from './lib/server-fetch';
import { ApiError } from './lib/api-error';
import { serialiseState, shouldHandOver } from './lib/ssr-state';

/** An API answer as the web plugin gets it from Fastify's inject. */
export interface PageAnswer {
  status: number;
  body: string;
}

export interface RenderOptions {
  /** Answers a GET of an API path (`/api/…?…`) in-process. */
  fetchPage: (path: string) => Promise<PageAnswer>;
}

export interface RenderedPage {
  /** The markup of `<div id="root">`. */
  html: string;
  /** The JSON island's text, or null when the browser must render the page itself (a data call failed). */
  state: string | null;
  /**
   * 404 for the not-found page and an unknown supplier, service or category; when a data call failed (the page is
   * its error state) the failed answer's own status (a 5xx, or a 4xx the address asked for), 500 without one;
   * otherwise 200.
   */
  status: number;
}

const requestScope = new AsyncLocalStorage<RenderOptions>();
setServerFetch(async (url) => {
  const scope = requestScope.getStore();
  if (!scope) throw new Error('An API call outside a server render');
  const answer = await scope.fetchPage(url);
  return new Response(answer.body, { status: answer.status });
});
// The server never holds a session: every page renders as for a guest (the browser fills in the header).
session.clear();

/** The public routes the server renders; the others (and the dashboards) stay with the browser. */
const SERVER_RENDERED = new Set<string | undefined>([
  paths.home.path,
  paths.about.path,
  paths.suppliers.path,
  paths.directory.path,
  paths.directorySearch.path,
  paths.directoryProfile.path,
  paths.directoryCategory.path,
  paths.requestQuote.path,
  paths.organiserRegistration.path,
  paths.supplierRegistration.path,
  paths.login.path,
  '*',
]);

/** Whether the server renders this path: a public page, or an unknown path (the 404 page). */
export function isServerRendered(pathname: string): boolean {
  if (
    dashboardRegistries.some(({ basePath }) => pathname === basePath || pathname.startsWith(`${basePath}/`))
  )
    return false;
  // The wizard's later steps belong to a signed-in supplier.
  if (pathname.startsWith(`${paths.supplierRegistration.href()}/`)) return false;
  const matches = matchRoutes(routes, pathname);
  const leaf = matches?.filter((m) => m.route.path !== undefined).at(-1);
  return SERVER_RENDERED.has(leaf?.route.path);
}

const isEnabled = (query: Query) => {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === 'function'
    ? Boolean((enabled as (q: Query) => unknown)(query))
    : enabled !== false;
};

async function toText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

async function renderPage(url: URL): Promise<RenderedPage | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  // A route whose code failed to load (a chunk gone with a new build): React Router would render its own error page,
  // with the stack. Thrown instead, so the web plugin logs it and serves the shell (the browser renders the page).
  if (context.errors)
    throw new Error('A route could not be rendered', { cause: Object.values(context.errors)[0] });
  // One client per request; no retries (a failure shows the page's error state), no toasts on the server.
  const queryClient = new QueryClient({
    // retryOnMount off: a not-found answer renders as the page's not-found state, not as loading again.
    defaultOptions: {
      queries: { retry: false, retryOnMount: false, staleTime: 30_000, refetchOnWindowFocus: false },
    },
  });
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (ctx: StaticHandlerContext) => (
    <AppProvider queryClient={queryClient}>
      <StaticRouterProvider router={router} context={ctx} hydrate={false} />
    </AppProvider>
  );
  /** The queries a render asked for that have not been fetched. */
  const waiting = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isEnabled(q));
  // A first render finds the queries the page asks for (with its own keys and options) and they are fetched. The
  // page is then rendered with them; should that render ask for more (a service's suppliers depend on the service),
  // they are fetched and it is rendered again, until nothing more is asked for. Each render costs a few ms of the
  // event loop (docs/benchmarks.md, "Server-rendered pages"): a page that asks for nothing more is rendered twice.
  renderToString(page(context));
  let html = '';
  for (let pass = 0; pass < 4; pass++) {
    await Promise.all(waiting().map((q) => q.fetch().catch(() => undefined)));
    // One piece: no boundary is split off behind an inline script (the CSP runs none, and no-JS readers see it all).
    const { prelude } = await prerenderToNodeStream(page(context), { progressiveChunkSize: Infinity });
    html = await toText(prelude);
    if (waiting().length === 0) break;
  }
  const queries = queryClient.getQueryCache().getAll();
  const failures = queries
    .filter((q) => q.state.status === 'error' && !shouldHandOver(q))
    .map(({ state: { error } }) => (error instanceof ApiError && error.status >= 400 ? error.status : 500));
  const failed = failures.length > 0;
  const notFound =
    context.matches.at(-1)?.route.path === '*' ||
    queries.some((q) => q.state.error instanceof ApiError && q.state.error.status === 404);
  const state = failed
    ? null
    : serialiseState(dehydrate(queryClient, { shouldDehydrateQuery: shouldHandOver }));
  queryClient.clear();
  // A page that could not be made with its data is its error state, not the page: its failure's status (a 5xx, so a
  // crawler keeps what it had and comes back, never taking the error for the page's content; docs/decisions/0083).
  return { html, state, status: failed ? Math.max(...failures) : notFound ? 404 : 200 };
}

/** The page at `url` (path and query) rendered for a guest, or null when the server does not render it. */
export async function render(url: string, options: RenderOptions): Promise<RenderedPage | null> {
  const full = new URL(url, 'http://marquee.local');
  if (!isServerRendered(full.pathname)) return null;
  return requestScope.run(options, () => renderPage(full));
}
