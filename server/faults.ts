/**
 * Faults injected on purpose into the next matching `/api` calls: slow answers, dropped
 * connections, session errors, error envelopes, malformed bodies.
 */
import type { Context, Next } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Code } from './envelope.ts';
import { badRequest, Codes, fail, Messages } from './envelope.ts';
import type { Body } from './validate.ts';
import { optionalInt, optionalString } from './validate.ts';

export const FAULT_MODES = [
  'slow',
  'drop',
  'lose-answer',
  'cut-off',
  'token-invalid',
  'a0230',
  'error',
  'http-error',
  'malformed',
  'nav-no-userinfo',
  'custom',
  'redirect',
] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export const NAV_PATH = '/api/sys/menu/nav';
export const DEFAULT_SLOW_DELAY_MS = 1000;
export const MALFORMED_BODY = '{"code":0,"data":';

export interface Fault {
  id: number;
  mode: FaultMode;
  /** Calls still to be affected. */
  remaining: number;
  /** Exact path, or null for every /api path. */
  path: string | null;
  delayMs?: number;
  code?: Code;
  msg?: string;
  status?: number;
  body?: unknown;
  /** `redirect`: where the answer points (any URL, another origin included: a hostile gateway). */
  location?: string;
}

export type FaultSpec = Omit<Fault, 'id'>;

/** Validates the body of `POST /__dev/faults`. */
export function parseFaultSpec(body: Body): FaultSpec {
  const mode = body.mode;
  if (typeof mode !== 'string' || !(FAULT_MODES as readonly string[]).includes(mode)) {
    throw badRequest(`参数 mode 必须是以下之一：${FAULT_MODES.join(', ')}`);
  }
  const faultMode = mode as FaultMode;
  const count = optionalInt(body, 'count', { min: 1, max: 10_000 }) ?? 1;
  let path = optionalString(body, 'path', { max: 200 }) ?? null;
  if (path !== null && !path.startsWith('/api/')) throw badRequest('参数 path 必须是以 /api/ 开头的完整路径');
  if (path === null && faultMode === 'nav-no-userinfo') path = NAV_PATH;
  const spec: FaultSpec = { mode: faultMode, remaining: count, path };
  const delayMs = optionalInt(body, 'delayMs', { min: 0, max: 120_000 });
  if (delayMs !== undefined) spec.delayMs = delayMs;
  if (body.code !== undefined && body.code !== null) {
    if (typeof body.code !== 'string' && typeof body.code !== 'number')
      throw badRequest('参数 code 必须是字符串或数字');
    spec.code = body.code;
  }
  const msg = optionalString(body, 'msg', { max: 500 });
  if (msg !== undefined) spec.msg = msg;
  const status = optionalInt(body, 'status', { min: 200, max: 599 });
  if (status !== undefined) {
    if (faultMode === 'http-error' && status < 400)
      throw badRequest('参数 status 在 http-error 模式下必须在 400 到 599 之间');
    if (status === 204 || status === 205 || status === 304) throw badRequest('参数 status 不能是没有响应体的状态码');
    spec.status = status;
  }
  if ('body' in body) spec.body = body.body;
  if (faultMode === 'redirect') {
    const location = optionalString(body, 'location', { max: 500 });
    if (!location) throw badRequest('参数 location 在 redirect 模式下必须给出');
    if (spec.status === undefined || spec.status < 300 || spec.status > 399)
      throw badRequest('参数 status 在 redirect 模式下必须在 300 到 399 之间');
    spec.location = location;
  }
  return spec;
}

/** The faults a chaos run draws from: the ways a flaky network fails a call. */
export const CHAOS_MODES = ['drop', 'unavailable', 'slow', 'malformed', 'lose-answer'] as const;
export const CHAOS_SLOW_MS = 3000;

/**
 * A chaos run: each `/api` call not matched by a queued fault meets a fault with probability
 * `rate`, drawn from CHAOS_MODES by a generator seeded with `seed` (the same seed, the same faults
 * for the same order of calls). `except`: paths it leaves alone (signing in).
 */
export interface Chaos {
  rate: number;
  seed: number;
  except: readonly string[];
}

/** Validates the body of `POST /__dev/chaos`. */
export function parseChaos(body: Body): Chaos {
  const rate = body.rate;
  if (typeof rate !== 'number' || !(rate >= 0 && rate <= 1)) throw badRequest('参数 rate 必须是 0 到 1 之间的数');
  const seed = optionalInt(body, 'seed', { min: 0, max: 2 ** 31 - 1 }) ?? 1;
  const except = Array.isArray(body.except) ? body.except.filter((p): p is string => typeof p === 'string') : [];
  return { rate, seed, except };
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class FaultQueue {
  #faults: Fault[] = [];
  #nextId = 1;
  #chaos: (Chaos & { next: () => number }) | null = null;
  /** Faults a chaos run caused, by mode. */
  #caused = new Map<string, number>();

  /** Starts a chaos run (null: stops it). */
  chaos(chaos: Chaos | null): void {
    this.#chaos = chaos ? { ...chaos, next: seeded(chaos.seed) } : null;
    this.#caused.clear();
  }

  /** What the chaos run caused so far, by mode. */
  caused(): Record<string, number> {
    return Object.fromEntries(this.#caused);
  }

  #fromChaos(path: string): Fault | undefined {
    const chaos = this.#chaos;
    if (!chaos || chaos.except.includes(path) || chaos.next() >= chaos.rate) return undefined;
    const drawn = CHAOS_MODES[Math.floor(chaos.next() * CHAOS_MODES.length)]!;
    this.#caused.set(drawn, (this.#caused.get(drawn) ?? 0) + 1);
    const base = { id: 0, remaining: 0, path };
    if (drawn === 'unavailable') return { ...base, mode: 'http-error', status: 503 };
    if (drawn === 'slow') return { ...base, mode: 'slow', delayMs: CHAOS_SLOW_MS };
    return { ...base, mode: drawn };
  }

  add(spec: FaultSpec): Fault {
    const fault: Fault = { id: this.#nextId++, ...spec };
    this.#faults.push(fault);
    return fault;
  }

  /** Takes one use of the first pending fault that applies to `path`. */
  take(path: string): Fault | undefined {
    const fault = this.#faults.find((f) => f.path === null || f.path === path);
    if (!fault) return this.#fromChaos(path);
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.#faults = this.#faults.filter((f) => f !== fault);
    return { ...fault };
  }

  list(): Fault[] {
    return this.#faults.map((f) => ({ ...f }));
  }

  clear(): void {
    this.#faults = [];
  }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers (or refuses to answer) according to `fault`; `next` runs the real handler. */
export async function applyFault(c: Context, fault: Fault, next: Next): Promise<Response | void> {
  const status = (fallback: number): ContentfulStatusCode => (fault.status ?? fallback) as ContentfulStatusCode;
  switch (fault.mode) {
    case 'slow':
      await sleep(fault.delayMs ?? DEFAULT_SLOW_DELAY_MS);
      return next();
    case 'drop': {
      const incoming = (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming;
      if (!incoming?.socket) throw new Error('the drop fault needs the Node HTTP server');
      incoming.socket.destroy();
      return c.body(null, 204);
    }
    case 'lose-answer':
      // The call is carried out, then its answer is cut off after the headers: a write whose
      // outcome the client cannot know. (Cut before any byte, a browser may send the call again
      // by itself on a reused connection: the headers make the loss final.)
      await next();
      // The handler's answer is replaced: Hono keeps `c.res` once a handler has answered.
      c.res = cutOff(c);
      return;
    case 'cut-off':
      // The answer is cut off after the headers and the call is never carried out.
      return cutOff(c);
    case 'token-invalid':
      return fail(c, Codes.TOKEN_INVALID, Messages.TOKEN_INVALID);
    case 'a0230':
      return fail(c, Codes.TOKEN_EXPIRED, Messages.TOKEN_EXPIRED, 401);
    case 'error':
      return fail(c, fault.code ?? Codes.SYSTEM_ERROR, fault.msg);
    case 'http-error':
      return fail(c, fault.code ?? Codes.SYSTEM_ERROR, fault.msg, status(500));
    case 'malformed':
      return c.body(MALFORMED_BODY, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
    case 'custom':
      return c.json(fault.body ?? null, status(200));
    case 'redirect':
      // A gateway or a compromised host sending the console elsewhere: the console must not follow.
      return c.body(null, status(302) as 302, { Location: fault.location ?? '/' });
    case 'nav-no-userinfo':
      await next();
      await stripUserInfo(c);
      return;
  }
}

interface NodeBindings {
  incoming?: { socket?: { destroy(): void } };
  outgoing?: {
    writeHead(status: number, headers: Record<string, string>): unknown;
    write(chunk: string, done: () => void): unknown;
    end(): unknown;
  };
}

/** Sends a success's status and headers and the first bytes of its body, then drops the connection. */
function cutOff(c: Context): Response {
  const { incoming, outgoing } = (c.env ?? {}) as NodeBindings;
  if (!incoming?.socket || !outgoing) throw new Error('a cut-off answer needs the Node HTTP server');
  outgoing.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8', 'Content-Length': '4096' });
  // Dropped once these bytes have left: dropped before, they would never reach the client.
  const socket = incoming.socket;
  outgoing.write('{"code":0,', () => socket.destroy());
  // The connection is gone: what the server would still write of its answer goes nowhere.
  outgoing.writeHead = () => outgoing;
  outgoing.end = () => outgoing;
  return new Response(null, { status: 204 });
}

async function stripUserInfo(c: Context): Promise<void> {
  if (!c.res.headers.get('content-type')?.includes('application/json')) return;
  const body: unknown = await c.res.clone().json();
  if (typeof body !== 'object' || body === null) return;
  const data = (body as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null || !('userInfo' in data)) return;
  delete (data as { userInfo?: unknown }).userInfo;
  const { status } = c.res;
  c.res.headers.delete('content-length');
  c.res = new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
