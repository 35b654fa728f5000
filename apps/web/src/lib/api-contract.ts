import { endpointPath, successSchema } from '@doita/shared';
import type { CallInput, EndpointDefinition, ReplyOf } from '@doita/shared';
import { apiRequest } from './api-client';
import type { RequestOptions } from './api-client';

type QueryValue = string | number | boolean | null | undefined;

export type CallOptions = Pick<
  RequestOptions,
  'signal' | 'auth' | 'refreshOnUnauthorized' | 'timeoutMs'
>;

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
export function checkAnswer<E extends EndpointDefinition>(
  definition: E,
  body: unknown,
): ReplyOf<E> {
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
 * declaration, and so is what it resolves with. The one way the web talks to the API.
 */
export async function call<E extends EndpointDefinition>(
  definition: E,
  ...[input, options]: keyof CallInput<E> extends never
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions]
): Promise<ReplyOf<E>> {
  const parts = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: unknown;
    body?: unknown;
  };
  const body = await apiRequest<unknown>(endpointPath(definition, parts.params), {
    ...options,
    method: definition.method,
    query: parts.query as Record<string, QueryValue> | undefined,
    body: parts.body,
  });
  return checkAnswer(definition, body);
}
