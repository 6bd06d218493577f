import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { json, makeUser, mockApi, type MockRequest } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { session, tokenStore } from '../../../lib/session';
import { makeChat, makeMessage } from '../test-data';
import { Conversation } from './conversation';

/** The chat's XMLHttpRequest uploads, held until the test answers them. */
class HeldXhr {
  static sent: HeldXhr[] = [];
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  status = 0;
  statusText = '';
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send() {
    HeldXhr.sent.push(this);
  }
  abort() {}
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const withAttachment = makeMessage(1, {
  text: 'The plan',
  chat_attachments: [{ id: 5, file_name: 'site plan.pdf', size: 2048 }],
});

/** The chat and its latest page; a long poll is held (as the server would) and rejects when aborted. */
function serveChat(more: Record<string, (request: MockRequest) => Response | Promise<Response>> = {}) {
  const api = mockApi({
    'GET /api/chats/7': () => json({ data: makeChat(7) }),
    'GET /api/chats/7/messages': (request) =>
      request.query.get('longpolling')
        ? new Promise<Response>(() => undefined)
        : json({ data: [withAttachment], cancelled: false }),
    ...more,
  });
  const signalOf = (predicate: (url: string) => boolean) =>
    api.spy.mock.calls.find(([url]) => predicate(String(url)))?.[1]?.signal ?? undefined;
  return { ...api, signalOf };
}

describe('Conversation: calls through the one HTTP client', () => {
  beforeEach(() => {
    resetSession();
    session.signIn('tok-1', makeUser({ id: 10, role: 1 }), false);
    HeldXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', HeldXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('aborts the held long poll when the chat is left', async () => {
    const { signalOf } = serveChat();
    const { unmount } = renderWithProviders(
      <Conversation chatId={7} listHref="/organiser-dashboard/messages" />,
    );
    expect(await screen.findByText('The plan')).toBeInTheDocument();
    await waitFor(() => expect(signalOf((url) => url.includes('longpolling=1'))).toBeDefined());
    const poll = signalOf((url) => url.includes('longpolling=1'))!;
    expect(poll.aborted).toBe(false);
    unmount();
    expect(poll.aborted).toBe(true);
    expect(session.get().isAuth).toBe(true);
  });

  it("shows an attachment's upload progress while it goes up", async () => {
    serveChat();
    const { user } = renderWithProviders(
      <Conversation chatId={7} listHref="/organiser-dashboard/messages" />,
    );
    expect(await screen.findByText('The plan')).toBeInTheDocument();
    await user.upload(
      screen.getByRole('button', { name: 'Attach a file' }).parentElement!.querySelector('input[type=file]')!,
      new File(['x'.repeat(100)], 'menu.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(HeldXhr.sent).toHaveLength(1));
    HeldXhr.sent[0]!.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 } as ProgressEvent);
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
        'aria-valuenow',
        '40',
      ),
    );
    HeldXhr.sent[0]!.respond(201, { result: true, message: makeMessage(2, { text: 'Menu attached' }) });
    expect(await screen.findByText('Menu attached')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).toBeNull();
  });

  it('signs out when the upload answers 401', async () => {
    serveChat();
    const { user } = renderWithProviders(
      <Conversation chatId={7} listHref="/organiser-dashboard/messages" />,
    );
    expect(await screen.findByText('The plan')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(HeldXhr.sent).toHaveLength(1));
    HeldXhr.sent[0]!.respond(401, { error: 'Unauthenticated.' });
    await waitFor(() => expect(session.get().isAuth).toBe(false));
    expect(tokenStore.get()).toBeNull();
  });

  it('downloads an attachment under the name the API gives, and signs out when the download answers 401', async () => {
    const answers = [
      () =>
        new Response('%PDF', {
          headers: {
            'content-disposition': `attachment; filename="site plan.pdf"; filename*=UTF-8''site%20plan.pdf`,
          },
        }),
      () => json({ error: 'Unauthenticated.' }, 401, 'Unauthorized'),
    ];
    const { calls } = serveChat({ 'GET /api/chats/attachments/5': () => answers.shift()!() });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:1'), revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = renderWithProviders(
      <Conversation chatId={7} listHref="/organiser-dashboard/messages" />,
    );
    await user.click(await screen.findByRole('button', { name: 'site plan.pdf' }));
    await waitFor(() => expect(names).toEqual(['site plan.pdf']));
    expect(calls.find((c) => c.path === '/api/chats/attachments/5')?.headers).toEqual({
      authorization: 'Bearer tok-1',
    });
    await user.click(screen.getByRole('button', { name: 'site plan.pdf' }));
    await waitFor(() => expect(session.get().isAuth).toBe(false));
    expect(tokenStore.get()).toBeNull();
    expect(names).toHaveLength(1);
  });
});
