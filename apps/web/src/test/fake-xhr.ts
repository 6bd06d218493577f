import { vi } from 'vitest';

/**
 * Multipart uploads go through XMLHttpRequest (for their progress), which `mockApi` does not see: this fake
 * answers them in order. Returns the bodies sent, with the URL each was sent to in `urls`.
 */
export function fakeXhr(answers: { status: number; body: unknown }[]) {
  const sent: FormData[] & { urls?: string[] } = [];
  const urls: string[] = [];
  sent.urls = urls;
  class FakeXhr {
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    status = 0;
    statusText = '';
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open(_method: string, url: string) {
      urls.push(url);
    }
    setRequestHeader() {}
    send(body: FormData) {
      sent.push(body);
      const answer = answers.shift() ?? { status: 599, body: null };
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent as FormData[] & { urls: string[] };
}
