import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { json, makeUser } from '../test/mock-api';
import { renderWithProviders, resetSession } from '../test/render';
import { api, dispositionFileName } from './api-client';
import { ApiError } from './api-error';
import { useOwnProfile } from './api/get-own-profile';
import { session, tokenStore } from './session';

/** An XMLHttpRequest the test drives: progress, an answer, and whether it was aborted. */
class DrivenXhr {
  static last: DrivenXhr | null = null;
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  status = 0;
  statusText = '';
  responseText = '';
  headers: Record<string, string> = {};
  url = '';
  aborted = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    DrivenXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {}
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** A fetch that never answers on its own and rejects as the browser does when its signal aborts. */
function heldFetch() {
  const signals: AbortSignal[] = [];
  const spy = vi.fn((_url: string, init?: RequestInit) => {
    const signal = init!.signal!;
    signals.push(signal);
    return new Promise<Response>((_, reject) =>
      signal.addEventListener('abort', () => reject(signal.reason as Error)),
    );
  });
  vi.stubGlobal('fetch', spy);
  return { spy, signals };
}

const signedIn = () => session.signIn('tok-1', makeUser(), false);

describe('api: the one HTTP client', () => {
  beforeEach(() => {
    resetSession();
    DrivenXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', DrivenXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('cancels a call when its signal aborts: the abort itself is thrown, not an error to show, and the session stays', async () => {
    signedIn();
    const { signals } = heldFetch();
    const controller = new AbortController();
    const call = api.get('chats/7/messages', { longpolling: 1 }, { signal: controller.signal });
    controller.abort();
    const err = await call.catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(ApiError);
    expect((err as DOMException).name).toBe('AbortError');
    expect(signals[0]!.aborted).toBe(true);
    expect(session.get().isAuth).toBe(true);
  });

  it("passes TanStack Query's signal: a query nobody shows any more is cancelled", async () => {
    signedIn();
    const { signals } = heldFetch();
    function Profile() {
      const { isPending } = useOwnProfile();
      return <p>{isPending ? 'loading' : 'done'}</p>;
    }
    const { unmount } = renderWithProviders(<Profile />);
    expect(await screen.findByText('loading')).toBeInTheDocument();
    await waitFor(() => expect(signals).toHaveLength(1));
    expect(signals[0]!.aborted).toBe(false);
    unmount();
    await waitFor(() => expect(signals[0]!.aborted).toBe(true));
  });

  it('reports upload progress and answers with the JSON body, with the token and accept headers sent', async () => {
    signedIn();
    const fractions: number[] = [];
    const call = api.upload<{ ok: boolean }>('profile', new FormData(), {
      onProgress: (f) => fractions.push(f),
    });
    const xhr = DrivenXhr.last!;
    expect(xhr.url).toBe('/api/profile');
    expect(xhr.headers).toEqual({ accept: 'application/json', authorization: 'Bearer tok-1' });
    xhr.progress(25, 100);
    xhr.progress(0, 0); // not computable: nothing reported
    xhr.progress(100, 100);
    xhr.respond(200, { ok: true });
    await expect(call).resolves.toEqual({ ok: true });
    expect(fractions).toEqual([0.25, 1]);
  });

  it('aborts an upload when its signal aborts', async () => {
    const controller = new AbortController();
    const call = api.upload('chats/7/send-message', new FormData(), { signal: controller.signal });
    controller.abort();
    const err = await call.catch((e: unknown) => e);
    expect(DrivenXhr.last!.aborted).toBe(true);
    expect((err as DOMException).name).toBe('AbortError');
  });

  it('signs out on a 401 to an upload, as on any other call', async () => {
    signedIn();
    const call = api.upload('profile', new FormData());
    DrivenXhr.last!.respond(401, { error: 'Unauthenticated.' }, 'Unauthorized');
    const err = await call.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(401);
    expect(tokenStore.get()).toBeNull();
    expect(session.get().isAuth).toBe(false);
  });

  it('keeps a newer session when a 401 answers a call sent with an older token', async () => {
    signedIn();
    const call = api.upload('profile', new FormData());
    session.signIn('tok-2', makeUser(), false);
    DrivenXhr.last!.respond(401, { error: 'Unauthenticated.' }, 'Unauthorized');
    await expect(call).rejects.toBeInstanceOf(ApiError);
    expect(tokenStore.get()).toBe('tok-2');
    expect(session.get().isAuth).toBe(true);
  });

  it('downloads a file under the name of its Content-Disposition, else the name it was given', async () => {
    signedIn();
    const answers = [
      new Response('%PDF', {
        headers: {
          'content-disposition': `attachment; filename="_t_.pdf"; filename*=UTF-8''%C3%A9t%C3%A9.pdf`,
        },
      }),
      new Response('a,b', {
        headers: { 'content-disposition': 'attachment; filename="promo-codes-active.csv"' },
      }),
      new Response('x'),
    ];
    const spy = vi.fn(() => Promise.resolve(answers.shift()!));
    vi.stubGlobal('fetch', spy);
    const first = await api.download('chats/attachments/5', { fileName: 'fallback.pdf' });
    expect(first.fileName).toBe('été.pdf');
    expect(await first.blob.text()).toBe('%PDF');
    expect((await api.download('admin/promo-codes/export-active')).fileName).toBe('promo-codes-active.csv');
    expect((await api.download('x', { fileName: 'given.txt' })).fileName).toBe('given.txt');
    expect(spy).toHaveBeenCalledWith(
      '/api/chats/attachments/5',
      expect.objectContaining({ method: 'GET', headers: { authorization: 'Bearer tok-1' } }),
    );
  });

  it('signs out on a 401 to a download, and throws other failures with their body', async () => {
    signedIn();
    const answers = [json({ error: 'Not paid.' }, 409, 'Conflict'), json({ error: 'Unauthenticated.' }, 401)];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answers.shift()!)),
    );
    const conflict = await api.download('subscriptions/payments/1/receipt').catch((e: unknown) => e);
    expect((conflict as ApiError).serverMessage).toBe('Not paid.');
    expect(session.get().isAuth).toBe(true);
    const unauthorised = await api.download('subscriptions/payments/1/receipt').catch((e: unknown) => e);
    expect((unauthorised as ApiError).status).toBe(401);
    expect(tokenStore.get()).toBeNull();
    expect(session.get().isAuth).toBe(false);
  });

  it('reads the file name of a Content-Disposition header', () => {
    expect(dispositionFileName(null)).toBeUndefined();
    expect(dispositionFileName('attachment')).toBeUndefined();
    expect(dispositionFileName('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(dispositionFileName('attachment; filename="a \\"quoted\\" name.pdf"')).toBe('a "quoted" name.pdf');
    expect(dispositionFileName("attachment; filename*=utf-8''%E2%82%AC%20rates.pdf")).toBe('€ rates.pdf');
    expect(dispositionFileName('attachment; filename="ok.pdf"; filename*=UTF-8\'\'%E0%A4%A')).toBe('ok.pdf');
  });
});
