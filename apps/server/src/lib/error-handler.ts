import {
  ERROR_CODES,
  ERROR_MESSAGES,
  genericValidationMessage,
  validationMessageEn,
} from '@doita/shared';
import type { ErrorCode, ErrorResponse, ValidationIssueLike } from '@doita/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isHttpError, isPoolTimeout, overloaded } from './errors.js';
import type { HttpError } from './errors.js';

type FieldError = NonNullable<ErrorResponse['errors']>[number];
type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/** Safe texts for the framework's own 4xx answers (its messages may echo internals). */
const FRAMEWORK_ERRORS: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: ERROR_CODES.badRequest, message: 'Malformed request' },
  404: { code: ERROR_CODES.notFound, message: ERROR_MESSAGES.notFound },
  413: { code: ERROR_CODES.payloadTooLarge, message: 'Request body is too large' },
  415: { code: ERROR_CODES.unsupportedMediaType, message: 'Unsupported media type' },
  429: { code: ERROR_CODES.rateLimited, message: ERROR_MESSAGES.rateLimited },
};

const MALFORMED_BODY = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
]);

/**
 * The one error handler: every failure leaves as `{ message, code, errors? }`
 * (docs/api.md). A 5xx says nothing of what broke; the log does.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (isPoolTimeout(error)) {
    request.log.warn({ err: error }, 'no database connection in time: 503');
    const busy = overloaded(5000);
    return reply.code(busy.statusCode).headers(busy.headers).send(body(busy.code, busy.message));
  }
  if (isHttpError(error)) {
    if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
    return sendHttpError(reply, error);
  }
  if (error.validation) {
    // An id in the path that cannot be one (too long, wrong characters) names nothing: 404,
    // as an unknown id would, on every method; other path values (a type, a date) stay 422.
    if (error.validationContext === 'params' && error.validation.every(isIdentifierIssue))
      return reply.code(404).send(notFoundBody());
    return reply.code(422).send({
      ...body(ERROR_CODES.validation, ERROR_MESSAGES.validation),
      errors: error.validation.map((issue) => fieldError(issue, error.validationContext)),
    });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const known = FRAMEWORK_ERRORS[status] ?? {
      code: ERROR_CODES.badRequest,
      message: 'Bad request',
    };
    const message = MALFORMED_BODY.has(error.code) ? 'Malformed JSON body' : known.message;
    request.log.info({ code: error.code, status }, error.message);
    return reply.code(status).send(body(known.code, message));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(body(ERROR_CODES.internal, ERROR_MESSAGES.internal));
}

/**
 * An `HttpError` as the app's answer, for a refusal that is not a failure and is not logged
 * one by one (the overload's 503s: a line with a stack for each of thousands a second was
 * itself load).
 */
export function sendHttpError(reply: FastifyReply, error: HttpError) {
  return reply
    .code(error.statusCode)
    .headers(error.headers)
    .send(
      error.errors
        ? { ...body(error.code, error.message), errors: error.errors }
        : body(error.code, error.message),
    );
}

/** Path parameters that name a resource: `id`, `commentId`, a calendar `token`, a `file`. */
const IDENTIFIER_PARAM = /^\/(id|\w+Id|token|file)$/;
const isIdentifierIssue = (issue: ValidationIssue) => IDENTIFIER_PARAM.test(issue.instancePath);

/**
 * Fastify's `frameworkErrors`: a path the router cannot read (bad percent-encoding) or a
 * parameter past `maxParamLength` answers 404 in the app's shape, never the framework's
 * 400/414 body; `stamp` adds what every other answer carries, as no hook runs.
 */
export function frameworkErrorHandler(stamp: (reply: FastifyReply) => void) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    stamp(reply);
    if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      request.log.info({ code: error.code }, 'unroutable path');
      void reply.code(404).send(notFoundBody());
      return;
    }
    request.log.error({ err: error }, 'request failed');
    void reply.code(500).send(body(ERROR_CODES.internal, ERROR_MESSAGES.internal));
  };
}

export function notFoundBody(): ErrorResponse {
  return body(ERROR_CODES.notFound, ERROR_MESSAGES.notFound);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}

function body(code: ErrorCode, message: string): ErrorResponse {
  return { message, code };
}

/**
 * `code` is the schema's message key (`validation.email`), which the web translates; a
 * check without one gets the generic message (zod is configured to give it too).
 */
function fieldError(issue: ValidationIssue, context: string | undefined): FieldError {
  const path = issue.instancePath.split('/').filter(Boolean).join('.');
  const key = validationKey(issue);
  return { field: path || context || 'body', code: key, message: validationMessageEn(key) };
}

/** The schema's own key, else the generic message for the failed check. */
function validationKey(issue: ValidationIssue): string {
  const message = issue.message ?? '';
  if (message.startsWith('validation.')) return message;
  return genericValidationMessage({
    ...(issue.params as ValidationIssueLike),
    code: issue.keyword,
  });
}
