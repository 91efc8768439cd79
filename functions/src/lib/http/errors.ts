import type { ApiErrorCode } from '@app/shared/api-error';

const STATUS_BY_CODE: Readonly<Record<ApiErrorCode, number>> = {
  bad_request: 400,
  validation_failed: 400,
  unsupported_media_type: 415,
  unauthorized: 401,
  forbidden: 403,
  csrf_failed: 403,
  not_found: 404,
  offer_not_available: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  too_many_requests: 429,
  invalid_credentials: 401,
  too_many_sign_in_attempts: 429,
  too_many_messages: 429,
  invalid_email: 400,
  newsletter_token_invalid: 400,
  internal_error: 500,
  service_unavailable: 503,
  offers_unavailable: 503,
};

export interface HttpErrorOptions {
  /** Field path → already localized message. */
  fields?: Record<string, string>;
  /** Values for the message's `{placeholders}`. */
  values?: Record<string, string | number>;
  headers?: Record<string, string>;
  cause?: unknown;
}

/** An error that becomes an HTTP answer with the shared error body (architecture §5). */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields?: Record<string, string>;
  readonly values?: Record<string, string | number>;
  readonly headers?: Record<string, string>;

  constructor(code: ApiErrorCode, options: HttpErrorOptions = {}) {
    super(code, { cause: options.cause });
    this.name = 'HttpError';
    this.code = code;
    this.status = STATUS_BY_CODE[code];
    this.fields = options.fields;
    this.values = options.values;
    this.headers = options.headers;
  }
}
