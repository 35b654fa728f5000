import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, FILE_UNREADABLE, UPLOAD_MESSAGES, portabilityContract } from '@doita/shared';
import { stubApi } from '@/test/api-stub';
import { FakeXhr, stubXhr } from '@/test/fake-xhr';
import { makeUser, signIn } from '@/test/fixtures';
import { jsonResponse } from '@/test/render';
import { ApiError, CLIENT_ERROR_CODES } from '../api-error';
import { getSession } from '../session';
import { call, type CallOptions } from '../api-contract';

/** An endpoint that takes a file, called as every caller does. */
const upload = (file: Blob, options?: CallOptions) =>
  call(portabilityContract.startImport, { file }, options);
const started = (id: string) => ({ import: { id, status: 'pending' } });
const photo = () => new File([new Uint8Array([1, 2, 3])], 'da-lat.jpg', { type: 'image/jpeg' });
const lastRequest = () => FakeXhr.requests.at(-1)!;
/** The request, once the file has been found readable and sent. */
async function sent() {
  await vi.waitFor(() => expect(FakeXhr.requests.length).toBeGreaterThan(0));
  return lastRequest();
}

describe('a file upload (XHR with progress)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('posts the file as multipart field `file` with the bearer token, reporting progress', async () => {
    stubXhr();
    signIn(makeUser(), { token: 'access-1', refreshToken: 'refresh-1' });
    const progress: number[] = [];
    const done = upload(photo(), { onProgress: (p) => progress.push(p) });
    const xhr = await sent();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/imports');
    expect(xhr.headers.Authorization).toBe('Bearer access-1');
    expect(xhr.file?.name).toBe('da-lat.jpg');
    xhr.progress(1, 4);
    xhr.progress(3, 4);
    xhr.respond(202, started('im-1'));
    await expect(done).resolves.toEqual(started('im-1'));
    expect(progress).toEqual([0.25, 0.75, 1]);
  });

  it('maps an error answer like the API client (status, code, message)', async () => {
    stubXhr().onSend = (xhr) =>
      xhr.respond(415, { code: ERROR_CODES.fileNotImage, message: UPLOAD_MESSAGES.notImage });
    signIn();
    const failure = await upload(photo()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 415,
      code: ERROR_CODES.fileNotImage,
      message: 'File must be an image',
    });
  });

  it('no answer is a network error', async () => {
    stubXhr().onSend = (xhr) => xhr.failNetwork();
    const failure = await upload(photo()).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: undefined, code: CLIENT_ERROR_CODES.network });
  });

  it('refreshes an expired token once and sends again', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/refresh': jsonResponse({ token: 'access-2', refreshToken: 'refresh-2' }),
    });
    const xhrs = stubXhr();
    xhrs.onSend = (xhr) => {
      if (xhr.headers.Authorization === 'Bearer access-1') {
        xhr.respond(401, { code: 'UNAUTHORIZED', message: 'Authentication required' });
      } else xhr.respond(202, started('im-2'));
    };
    signIn(makeUser(), { token: 'access-1', refreshToken: 'refresh-1' });
    await expect(upload(photo())).resolves.toEqual(started('im-2'));
    expect(xhrs.requests).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getSession()?.token).toBe('access-2');
  });

  it('ends the session when the refresh fails', async () => {
    stubApi({ 'POST /api/auth/refresh': jsonResponse({ message: 'no' }, { status: 401 }) });
    stubXhr().onSend = (xhr) => xhr.respond(401, { code: 'UNAUTHORIZED', message: 'x' });
    signIn();
    const failure = await upload(photo()).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 401, sessionExpired: true });
    expect(getSession()).toBeNull();
  });

  it('cancels with an AbortError when the signal aborts', async () => {
    stubXhr();
    const controller = new AbortController();
    const done = upload(photo(), { signal: controller.signal });
    const xhr = await sent();
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.aborted).toBe(true);
  });

  it('times out only after 10 s without progress', async () => {
    vi.useFakeTimers();
    stubXhr();
    const done = upload(photo()).catch((e: unknown) => e);
    const xhr = await sent();
    await vi.advanceTimersByTimeAsync(9_000);
    xhr.progress(1, 10);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(xhr.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1_001);
    expect(xhr.aborted).toBe(true);
    expect(await done).toMatchObject({ code: CLIENT_ERROR_CODES.timeout });
  });

  it('sends nothing for an empty or unreadable file, and says it is the file (no network error)', async () => {
    stubXhr();
    const empty = await upload(new File([], 'a.jpg')).catch((e: unknown) => e);
    expect(empty).toMatchObject({ status: 400, code: ERROR_CODES.noFile, isNetworkError: false });
    const gone = photo();
    gone.slice = () =>
      ({
        arrayBuffer: () => Promise.reject(new DOMException('', 'NotReadableError')),
      }) as unknown as Blob;
    const unreadable = await upload(gone).catch((e: unknown) => e);
    expect(unreadable).toMatchObject({ status: 400, code: FILE_UNREADABLE, isNetworkError: false });
    expect(FakeXhr.requests).toHaveLength(0);
  });
});
