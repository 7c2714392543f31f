/**
 * Request bodies are JSON, and say so. A web page can send `text/plain`, form-encoded and multipart
 * bodies to any address without a preflight; `application/json` it can send only after one, which
 * the server answers for the allowed origins alone (origins.ts). Refusing every other body type
 * closes what CORS leaves open: the body is never read, whatever it holds.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { Codes, fail } from './envelope.ts';
import type { AppEnv } from './session.ts';

export const NOT_JSON_REFUSAL = '请求体必须是 JSON（Content-Type: application/json）';

const BODY_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/** `application/json`, in any case and with any parameters (`; charset=utf-8`). */
export function isJsonContentType(type: string | undefined): boolean {
  return type?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** A body is coming: a length other than 0, or a chunked one. */
function announcesBody(c: Context): boolean {
  const length = c.req.header('Content-Length');
  return (length !== undefined && length.trim() !== '0') || c.req.header('Transfer-Encoding') !== undefined;
}

/**
 * Every route: a POST, PUT, DELETE or PATCH with a body, or with any `Content-Type`, must be
 * `application/json`; otherwise HTTP 415 `{ code: 'A0400', msg }`. Requests without a body (the
 * development endpoints' resets, curl -X POST) need no type.
 */
export function jsonBodiesOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!BODY_METHODS.has(c.req.method)) return next();
    const type = c.req.header('Content-Type');
    if ((type !== undefined || announcesBody(c)) && !isJsonContentType(type)) {
      return fail(c, Codes.BAD_REQUEST, NOT_JSON_REFUSAL, 415);
    }
    return next();
  };
}
