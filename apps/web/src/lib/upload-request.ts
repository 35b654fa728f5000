import {
  API_BASE,
  REQUEST_TIMEOUT_MS,
  errorFromAnswer,
  expireSession,
  isRefreshable401,
  refreshAccessToken,
} from './api-client';
import { ERROR_CODES, FILE_UNREADABLE, UPLOAD_MESSAGES } from '@doita/shared';
import type { HttpMethod } from '@doita/shared';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { getSession } from './session';

/**
 * Multipart uploads with progress, for `call()` on an endpoint that consumes
 * `multipart/form-data`. fetch reports no upload progress, so this path uses
 * XMLHttpRequest, with the API client's bearer token, silent refresh and error mapping.
 */
export interface UploadOptions {
  /** 0 to 1 as the bytes leave; 1 once they all have */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /**
   * A large photo on a slow phone takes longer than the API's 10 s timeout, so an upload
   * times out only after this long without any progress (default: that same 10 s).
   */
  stallTimeoutMs?: number;
}

interface XhrAnswer {
  status: number;
  body: unknown;
  retryAfter: string | null;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled', 'AbortError');
}

/** One XHR exchange; rejects with ApiError when no answer arrives, AbortError when cancelled. */
/** One file (the field `file`), or named files (a Live Photo's `still` and `clip`). */
export type MultipartFiles = Blob | Record<string, Blob>;

function sendOnce(
  method: HttpMethod,
  path: string,
  file: MultipartFiles,
  fileName: string | undefined,
  options: UploadOptions,
  token: string | null,
): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const stallMs = options.stallTimeoutMs ?? REQUEST_TIMEOUT_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        xhr.abort();
      }, stallMs);
    };
    const onAbortSignal = () => xhr.abort();
    const finish = () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbortSignal);
    };

    xhr.open(method, `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      arm();
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(1, event.loaded / event.total));
      }
    };
    xhr.upload.onload = () => {
      // Every byte is out; the server now decodes the image and answers.
      arm();
      options.onProgress?.(1);
    };
    xhr.onload = () => {
      finish();
      resolve({
        status: xhr.status,
        body: parseBody(xhr.responseText),
        retryAfter: xhr.getResponseHeader('Retry-After'),
      });
    };
    xhr.onerror = () => {
      finish();
      reject(new ApiError({ code: CLIENT_ERROR_CODES.network, message: 'Network error' }));
    };
    xhr.onabort = () => {
      finish();
      reject(
        timedOut
          ? new ApiError({ code: CLIENT_ERROR_CODES.timeout, message: 'Request timed out' })
          : abortError(),
      );
    };
    options.signal?.addEventListener('abort', onAbortSignal, { once: true });

    // the API reads an upload from the multipart field `file`, a Live Photo from two
    const form = new FormData();
    if (!(file instanceof Blob)) {
      for (const [field, part] of Object.entries(file)) {
        if (part instanceof File) form.append(field, part, part.name);
        else form.append(field, part);
      }
    } else if (fileName === undefined) form.append('file', file);
    else form.append('file', file, fileName);
    arm();
    xhr.send(form);
  });
}

/**
 * Throws, before any request, for a file with nothing to send: empty, or one the browser
 * cannot read (moved or deleted since it was picked, still syncing from a cloud). Sent as
 * is, the first reaches the API as "no file" and the second fails as if the network had,
 * which would offer a retry (or keep it for later offline) that can never work. The error
 * carries a 400 status: it is not a network error.
 */
export async function assertReadableFile(file: Blob): Promise<void> {
  if (file.size === 0) {
    throw new ApiError({ status: 400, code: ERROR_CODES.noFile, message: UPLOAD_MESSAGES.noFile });
  }
  try {
    await file.slice(0, 1).arrayBuffer();
  } catch {
    throw new ApiError({ status: 400, code: FILE_UNREADABLE, message: 'File could not be read' });
  }
}

/** Sends one file as multipart; resolves with the parsed JSON answer or throws ApiError. */
export async function sendMultipart(
  method: HttpMethod,
  path: string,
  file: MultipartFiles,
  options: UploadOptions = {},
): Promise<unknown> {
  for (const part of file instanceof Blob ? [file] : Object.values(file)) {
    await assertReadableFile(part);
  }
  const fileName = file instanceof File ? file.name : undefined;
  const token = getSession()?.token ?? null;
  let answer = await sendOnce(method, path, file, fileName, options, token);
  if (token && isRefreshable401(answer.status, answer.body)) {
    const freshToken = await refreshAccessToken(token);
    const failed = errorFromAnswer(answer.status, answer.body, answer.retryAfter);
    if (!freshToken) expireSession(failed);
    options.onProgress?.(0);
    answer = await sendOnce(method, path, file, fileName, options, freshToken);
    if (answer.status === 401) {
      expireSession(errorFromAnswer(answer.status, answer.body, answer.retryAfter));
    }
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw errorFromAnswer(answer.status, answer.body, answer.retryAfter);
  }
  return answer.body;
}
