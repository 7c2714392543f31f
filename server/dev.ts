/**
 * Development and test endpoints under `/__dev`: read the pending captcha or SMS code,
 * see the requests the console sent, inject faults, reset the data, expire sessions.
 * They are not mounted in production mode, and faults never apply to them.
 */
import { Hono } from 'hono';
import { isUuidV4 } from './captcha.ts';
import { badRequest, ok } from './envelope.ts';
import { parseFaultSpec } from './faults.ts';
import { REQUEST_LOG_SIZE } from './requestLog.ts';
import type { AppEnv } from './session.ts';
import type { AppState } from './state.ts';
import { MOBILE_PATTERN, readJsonBody } from './validate.ts';

export function devRoutes(state: AppState): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/health', (c) => ok(c, { status: 'ok' }));

  routes.get('/captcha', (c) => {
    const uuid = c.req.query('uuid');
    if (!isUuidV4(uuid)) throw badRequest('参数 uuid 必须是 v4 格式的 UUID');
    const code = state.captchas.peek(uuid);
    if (code === undefined) throw badRequest(`没有 uuid 为 ${uuid} 的待用验证码`);
    return ok(c, { code });
  });

  routes.get('/sms', (c) => {
    const mobile = c.req.query('mobile') ?? '';
    if (!MOBILE_PATTERN.test(mobile)) throw badRequest('参数 mobile 必须是以 1 开头的 11 位手机号');
    const code = state.sms.peek(mobile);
    if (code === undefined) throw badRequest(`手机号 ${mobile} 没有待用的短信验证码`);
    return ok(c, { code });
  });

  routes.get('/requests', (c) => {
    const path = c.req.query('path') || undefined;
    const limitText = c.req.query('limit');
    let limit: number | undefined;
    if (limitText !== undefined && limitText !== '') {
      limit = Number(limitText);
      if (!Number.isInteger(limit) || limit < 1 || limit > REQUEST_LOG_SIZE) {
        throw badRequest(`参数 limit 必须是 1 到 ${REQUEST_LOG_SIZE} 之间的整数`);
      }
    }
    return ok(c, state.requests.list({ path, limit }));
  });

  routes.get('/faults', (c) => ok(c, state.faults.list()));

  routes.post('/faults', async (c) => {
    const fault = state.faults.add(parseFaultSpec(await readJsonBody(c)));
    state.log(`[fault] queued ${fault.mode} x${fault.remaining} for ${fault.path ?? 'any /api path'}`);
    return ok(c, fault);
  });

  routes.delete('/faults', (c) => {
    state.faults.clear();
    return ok(c);
  });

  routes.post('/reset', (c) => {
    state.reset();
    state.log('[state] reset to demo data');
    return ok(c);
  });

  routes.post('/expire-tokens', (c) => {
    state.revokeAllTokens();
    state.log('[auth] every token expired');
    return ok(c);
  });

  return routes;
}
