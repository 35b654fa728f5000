import { endpointPath, successSchema } from '@doita/shared';
import type { CallInput, EndpointDefinition, ReplyOf } from '@doita/shared';
import { apiRequest } from './api-client';
import type { RequestOptions } from './api-client';
import type { UploadOptions } from './upload-request';

type QueryValue = string | number | boolean | null | undefined;

export type CallOptions = Pick<
  RequestOptions,
  'signal' | 'auth' | 'refreshOnUnauthorized' | 'timeoutMs' | 'idempotencyKey' | 'headers'
> &
  /** for an endpoint that takes a file: its progress, and how long it may stall */
  Pick<UploadOptions, 'onProgress' | 'stallTimeoutMs'>;

const MULTIPART = 'multipart/form-data';

/**
 * An endpoint that consumes `multipart/form-data` takes one file, sent as the field `file`,
 * or named files (`{ still, clip }` of a Live Photo).
 */
type FileInput<E extends EndpointDefinition> = E extends { consumes: readonly (infer M)[] }
  ? typeof MULTIPART extends M
    ? { file: Blob | Record<string, Blob> }
    : unknown
  : unknown;

/** What `call` takes for an endpoint: `{ params, query, body }` as declared, or `{ file }`. */
export type RequestInput<E extends EndpointDefinition> = CallInput<E> & FileInput<E>;

/**
 * In development and tests an answer is parsed by the endpoint's response schema, so a
 * server that drifts from the contract (or a test fixture that does) fails loudly where
 * it is made; production trusts the server and saves the work.
 */
const CHECK_ANSWERS = import.meta.env.DEV || import.meta.env.MODE === 'test';

export class ContractViolation extends Error {
  constructor(operationId: string, issues: string) {
    super(`The answer of ${operationId} does not match its contract: ${issues}`);
    this.name = 'ContractViolation';
  }
}

/** Checks an answer against its endpoint's success schema (development and tests). */
function checkAnswer<E extends EndpointDefinition>(definition: E, body: unknown): ReplyOf<E> {
  const schema = successSchema(definition);
  if (!CHECK_ANSWERS || !schema || definition.raw) return body as ReplyOf<E>;
  const result = schema.safeParse(body);
  if (!result.success) {
    const issues = result.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw new ContractViolation(definition.operationId, issues);
  }
  return result.data as ReplyOf<E>;
}

/**
 * Calls one endpoint of the shared contract: the path, query and body are typed by its
 * declaration, and so is what it resolves with. The one way the web talks to the API: a
 * file upload goes through XMLHttpRequest for its progress (lib/upload-request.ts), any
 * other request through fetch (lib/api-client.ts), both with the same token refresh,
 * timeouts and error mapping; a write kept for later offline goes through `callOrQueue`
 * (lib/offline/outbox.ts), which sends it through here.
 */
export async function call<E extends EndpointDefinition>(
  definition: E,
  ...[input, options = {}]: keyof RequestInput<E> extends never
    ? [input?: RequestInput<E>, options?: CallOptions]
    : [input: RequestInput<E>, options?: CallOptions]
): Promise<ReplyOf<E>> {
  const parts = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    file?: Blob | Record<string, Blob>;
  };
  const path = endpointPath(definition, parts.params);
  const { file } = parts;
  const answer =
    file && definition.consumes?.includes(MULTIPART)
      ? // the upload code loads with the first upload, not with the app's start
        await import('./upload-request').then(({ sendMultipart }) =>
          sendMultipart(definition.method, path, file, options),
        )
      : await apiRequest(path, {
          ...options,
          method: definition.method,
          query: parts.query,
          body: parts.body,
        });
  return checkAnswer(definition, answer);
}
