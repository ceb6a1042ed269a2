import type { ErrorBody, ErrorType } from '@foyer/protocol/errors';
import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { EMAIL_RETRY_AFTER_SECONDS, EmailDeliveryError } from '../delivery/email-delivery-error.ts';
import { ApiError } from '../errors/api-error.ts';
import { errorMessage } from '../errors/messages/index.ts';
import { requestLocale } from '../locales/request-locale.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../store/database-unavailable.ts';
import { isStorageFull, STORAGE_FULL_RETRY_AFTER_SECONDS } from '../store/storage-full.ts';
import type { AppEnv } from './env.ts';

/** Renders any error as the wire's error body. Unknown errors are logged (without secrets) and masked. */
export function errorHandler(log: (line: string) => void): ErrorHandler<AppEnv> {
  return (error, c) => {
    const apiError = toApiError(error);
    if (apiError.type === 'internal_server_error') {
      log(`[${c.get('requestId')}] ${c.req.method} ${c.req.path} failed: ${error.stack ?? error.message}`);
    } else if (apiError.cause === error && isStorageFull(error)) {
      log(`[${c.get('requestId')}] ${c.req.method} ${c.req.path}: the database's disk is full (${error.message})`);
    } else if (apiError.cause === error && isDatabaseUnavailable(error)) {
      log(`[${c.get('requestId')}] ${c.req.method} ${c.req.path}: the database is unavailable (${error.message})`);
    } else if (error instanceof EmailDeliveryError) {
      log(`[${c.get('requestId')}] ${c.req.method} ${c.req.path}: ${error.message}`);
    }
    for (const [name, value] of Object.entries(apiError.options.headers ?? {})) c.header(name, value);
    return errorResponse(c, apiError);
  };
}

/** The wire's error body for `error`, with its status. */
export function errorResponse(c: Context<AppEnv>, error: ApiError) {
  return c.json(errorBody(c, error), error.status as ContentfulStatusCode);
}

/**
 * The error body's fields: `error_message` in the request's language (Accept-Language, which the
 * SDK sets from the widget's locale) when a person may read it, else as written.
 */
export function errorBody(c: Context<AppEnv>, error: ApiError): ErrorBody {
  return {
    status_code: error.status,
    request_id: c.get('requestId'),
    error_type: error.type,
    error_message: error.messageKey ? errorMessage(error.messageKey, requestLocale(c)) : error.message,
  };
}

/** Client errors Hono's own layers throw (validators, the media-type gate), by status. */
const HTTP_EXCEPTION_TYPES: Partial<Record<number, ErrorType>> = {
  401: 'unauthorized_credentials',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

function toApiError(error: Error): ApiError {
  if (error instanceof ApiError) return error;
  // The mail server refused, could not be reached or went quiet: the email did not leave.
  if (error instanceof EmailDeliveryError) {
    return new ApiError('email_delivery_failed', undefined, {
      cause: error,
      headers: { 'Retry-After': String(EMAIL_RETRY_AFTER_SECONDS) },
    });
  }
  // The database's disk is full: the write rolled back, reads still work, writes return with space.
  if (isStorageFull(error)) {
    return new ApiError('server_not_ready', undefined, {
      cause: error,
      headers: { 'Retry-After': String(STORAGE_FULL_RETRY_AFTER_SECONDS) },
    });
  }
  // A restart, failover or stall of the database: worth a retry in a moment, not a fault of ours.
  if (isDatabaseUnavailable(error)) {
    return new ApiError('server_not_ready', undefined, {
      cause: error,
      headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
    });
  }
  if (error instanceof HTTPException && error.status >= 400 && error.status < 500) {
    const type = HTTP_EXCEPTION_TYPES[error.status];
    if (type) return new ApiError(type);
    return new ApiError('bad_request', /json/i.test(error.message) ? 'The request body is not valid JSON.' : undefined);
  }
  return new ApiError('internal_server_error', undefined, { cause: error });
}
