import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest: records each request and lets a test drive its upload
 * progress and its answer. `stubXhr()` installs it for the current test.
 */
export class FakeXhr {
  static requests: FakeXhr[] = [];
  /** called as each request is sent (e.g. to answer at once) */
  static onSend: ((xhr: FakeXhr) => void) | null = null;

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  responseHeaders: Record<string, string> = {};
  upload: {
    onprogress:
      ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    onload: (() => void) | null;
  } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name] ?? null;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.requests.push(this);
    FakeXhr.onSend?.(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** the multipart field `file` sent */
  get file(): File | null {
    const value = this.body?.get('file');
    return value instanceof File ? value : null;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.upload.onload?.();
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }
  failNetwork() {
    this.onerror?.();
  }
}

export function stubXhr(): typeof FakeXhr {
  FakeXhr.requests = [];
  FakeXhr.onSend = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}
