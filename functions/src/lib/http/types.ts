import type { Locale } from '@app/shared/locale';
import type { RouteId } from '@app/shared/routes';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResult = APIGatewayProxyStructuredResultV2;
export type { Context };

/** What a route function receives: the raw event plus everything already parsed once. */
export interface ApiRequest {
  readonly event: HttpEvent;
  readonly routeId: RouteId;
  readonly method: string;
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string>>;
  /** Header names are lower-case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly cookies: Readonly<Record<string, string>>;
  /** The parsed JSON body, or undefined when there is none. */
  readonly body: unknown;
  readonly locale: Locale;
  readonly sourceIp: string;
  readonly now: Date;
}

/**
 * An answer that is not JSON: a document as text (HTML), or bytes (a PDF), which go out
 * base64-encoded as API Gateway expects binary answers.
 */
export interface RawBody {
  readonly contentType: string;
  readonly data: string | Uint8Array;
}

export interface ApiResponse {
  readonly status: number;
  /** Serialized as JSON unless `raw` is given. */
  readonly body?: unknown;
  readonly raw?: RawBody;
  readonly headers?: Readonly<Record<string, string>>;
  /** Serialized `Set-Cookie` values. */
  readonly cookies?: readonly string[];
}

export type RouteHandler = (request: ApiRequest) => Promise<ApiResponse>;
