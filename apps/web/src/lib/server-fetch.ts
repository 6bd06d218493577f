/**
 * The API client's transport while a page is rendered on the server (src/entry-server.tsx): relative `/api/…`
 * calls are answered in-process by the API (Fastify's inject), not over HTTP. Never set in the browser.
 */
export type ServerFetch = (url: string, init: RequestInit) => Promise<Response>;

let serverFetch: ServerFetch | null = null;

export const setServerFetch = (transport: ServerFetch | null) => {
  serverFetch = transport;
};

/** The browser's fetch, or the server's transport while rendering there. */
export const transport = (url: string, init: RequestInit): Promise<Response> =>
  serverFetch ? serverFetch(url, init) : fetch(url, init);
