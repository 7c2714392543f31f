/**
 * The reference API server as a Hono application: a development and test peer of the
 * platform's back end (SPEC.md sections 7 and 8).
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { devRoutes } from './dev.ts';
import { ApiError, Codes, fail, Messages } from './envelope.ts';
import { applyFault } from './faults.ts';
import { loopbackHostsOnly } from './hosts.ts';
import type { SignInLimits } from './signInThrottle.ts';
import { jsonBodiesOnly } from './jsonBodies.ts';
import { apiCors, crossSiteReadsRefused, devLocalOnly, foreignOriginsRefused } from './origins.ts';
import { callerAddresses } from './proxies.ts';
import { queryRecord, tokenFingerprint } from './requestLog.ts';
import { authRoutes } from './routes/auth.ts';
import { businessRoutes } from './routes/business.ts';
import { menuRoutes } from './routes/menu.ts';
import { roleRoutes } from './routes/role.ts';
import type { AppEnv } from './session.ts';
import { TOKEN_HEADER } from './session.ts';
import { AppState } from './state.ts';

export type ServerMode = 'development' | 'test' | 'production';

export interface AppOptions {
  mode: ServerMode;
  /** Path of the JSON data file; created with demo data when missing. */
  dataFile: string;
  /** Discard the data file and start from demo data. */
  reseed?: boolean;
  /** Lifetime of a session token; 12 hours unless given. */
  tokenTtlMs?: number;
  /** Informational lines (sign-ins, SMS codes, state changes); console.log unless given. */
  log?: (line: string) => void;
  /** Unexpected errors with their stack; console.error unless given. */
  logError?: (line: string) => void;
  /** Clock in epoch milliseconds, for tests of expiry; Date.now unless given. */
  now?: () => number;
  /**
   * Origins whose pages may call the server and read `/api` answers (CORS), e.g.
   * `http://127.0.0.1:5190`. None unless given: then only same-origin pages, browser extensions and
   * callers without `Origin` (curl, Node); any other `Origin` is refused on every route.
   */
  allowedOrigins?: readonly string[];
  /**
   * Answer only requests addressed (`Host`) to a loopback name or address, so that a DNS-rebound
   * page gets nothing (hosts.ts). `startServer` sets it when it listens on a loopback address;
   * true unless given.
   */
  loopbackOnly?: boolean;
  /**
   * Told each session token as it is issued: for in-process tests that must act as the token's
   * holder. The server itself keeps only the token's SHA-256, in memory and in the data file.
   */
  onTokenIssued?: (token: string, userId: number) => void;
  /**
   * Failed sign-ins that lock an account or an address (signInThrottle.ts): by default 5 of an
   * account or 20 of an address within 15 minutes lock it for 15 minutes. Tests that fail on
   * purpose more often raise them.
   */
  signInLimits?: Partial<SignInLimits>;
  /**
   * Addresses of the reverse proxies in front of the server (`loopback` for 127.0.0.0/8 and ::1):
   * from them, the caller's address is read from `X-Forwarded-For` (proxies.ts). None unless given:
   * then the socket's peer is the caller and `X-Forwarded-For` is ignored.
   */
  trustProxy?: readonly string[];
}

export interface CreatedApp {
  app: Hono<AppEnv>;
  state: AppState;
}

export const BODY_LIMIT_BYTES = 64 * 1024;
/** Development endpoints accept larger bodies: test fixtures such as a 10,000-entry menu. */
export const DEV_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
export const DEV_PREFIX = '/__dev';

export function createApp(options: AppOptions): CreatedApp {
  const log = options.log ?? ((line: string) => console.log(line));
  const logError = options.logError ?? ((line: string) => console.error(line));
  const state = new AppState({
    dataFile: options.dataFile,
    reseed: options.reseed,
    tokenTtlMs: options.tokenTtlMs,
    now: options.now,
    log,
    onTokenIssued: options.onTokenIssued,
    signInLimits: options.signInLimits,
  });
  const app = new Hono<AppEnv>();

  app.use('*', callerAddresses(options.trustProxy ?? []));
  // The development endpoints' own guard first: it refuses with messages of its own.
  if (options.mode !== 'production') app.use(`${DEV_PREFIX}/*`, devLocalOnly());
  // Before anything else, the request log included: a rebound page's requests leave no trace.
  if (options.loopbackOnly ?? true) app.use('*', loopbackHostsOnly());
  // Then what any page can send: a foreign Origin, a body that is not JSON. Neither reaches a handler.
  app.use('*', foreignOriginsRefused(options.allowedOrigins ?? []));
  // Another site's <img> or link sends no Origin: its GETs are told apart by Sec-Fetch-Site.
  app.use('/api/*', crossSiteReadsRefused());
  app.use('*', jsonBodiesOnly());
  // Before the request log: preflights are answered (or refused) here and never recorded.
  app.use('/api/*', apiCors(options.allowedOrigins ?? []));

  app.use('*', async (c, next) => {
    if (!c.req.path.startsWith(DEV_PREFIX)) {
      const url = new URL(c.req.url);
      const token = c.req.header(TOKEN_HEADER);
      state.requests.add({
        method: c.req.method,
        path: c.req.path,
        query: queryRecord(url.searchParams),
        token: token === undefined ? null : tokenFingerprint(token),
        at: state.now(),
      });
    }
    await next();
  });

  const limit = (maxSize: number) =>
    bodyLimit({ maxSize, onError: (c) => fail(c, Codes.BAD_REQUEST, Messages.BODY_TOO_LARGE, 413) });
  // Injected fault bodies may be large on purpose (a 10,000-entry menu); /__dev exists only outside production.
  app.use('/__dev/*', limit(DEV_BODY_LIMIT_BYTES));
  app.use('/api/*', limit(BODY_LIMIT_BYTES));

  app.use('/api/*', async (c, next) => {
    const fault = state.faults.take(c.req.path);
    if (!fault) return next();
    log(`[fault] ${fault.mode} on ${c.req.method} ${c.req.path}`);
    return applyFault(c, fault, next);
  });

  app.get('/health', (c) =>
    c.json({ code: Codes.SUCCESS, data: { status: 'ok', mode: options.mode }, msg: Messages.SUCCESS }),
  );
  app.route('/api', authRoutes(state));
  app.route('/api', menuRoutes(state));
  app.route('/api', roleRoutes(state));
  app.route('/api', businessRoutes(state));
  if (options.mode !== 'production') app.route(DEV_PREFIX, devRoutes(state));

  app.notFound((c) => fail(c, Codes.NOT_FOUND, Messages.NOT_FOUND, 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return fail(c, error.code, error.message, error.status);
    logError(`[error] ${c.req.method} ${c.req.path}: ${error.stack ?? String(error)}`);
    return fail(c, Codes.SYSTEM_ERROR, Messages.SYSTEM_ERROR, 500);
  });

  return { app, state };
}
