/**
 * Development and test endpoints under `/__dev`: read the pending captcha or SMS code,
 * see the requests the console sent, inject faults, reset the data, expire sessions, set the
 * number of withdrawals awaiting audit, move one withdrawal on (the payout system's part), add
 * platform users in bulk. They are not mounted in production mode, faults never
 * apply to them, and `devLocalOnly` (origins.ts) refuses every cross-origin or foreign-host request.
 */
import { Hono } from 'hono';
import type { BusinessData, Withdrawal } from './business/model.ts';
import { WITHDRAWAL_STATUSES } from './business/areasBusiness.ts';
import { formatDateTime } from './business/random.ts';
import { isUuidV4 } from './captcha.ts';
import { badRequest, ok } from './envelope.ts';
import { parseChaos, parseFaultSpec } from './faults.ts';
import { REQUEST_LOG_SIZE } from './requestLog.ts';
import type { AppEnv } from './session.ts';
import type { AppState } from './state.ts';
import { MOBILE_PATTERN, readJsonBody, requiredInt } from './validate.ts';

/** The most withdrawals `POST /__dev/pending-withdrawals` makes pending. */
export const MAX_DEV_PENDING_WITHDRAWALS = 10_000;

/**
 * Makes exactly `count` withdrawals pending: adds pending applications (users in id order, in
 * turn) when there are fewer, rejects the newest pending ones as reviewer `dev` when there are more.
 */
export function setPendingWithdrawals(data: BusinessData, count: number, now: string): void {
  const pending = data.withdrawal.filter((w) => w.status === 'pending');
  if (pending.length > count) {
    // Times compare as plain text, as the lists sort them; the higher id first on the same second.
    const newer = (a: Withdrawal, b: Withdrawal) =>
      a.createdAt === b.createdAt ? a.id > b.id : a.createdAt > b.createdAt;
    const newestFirst = pending.sort((a, b) => (newer(a, b) ? -1 : 1));
    for (const w of newestFirst.slice(0, pending.length - count)) {
      Object.assign(w, { status: 'rejected', reviewer: 'dev', reviewedAt: now, remark: '测试数据：调整待审核数量' });
    }
    return;
  }
  const missing = count - pending.length;
  if (missing === 0) return;
  const users = [...data.user].sort((a, b) => a.id - b.id);
  if (users.length === 0) throw badRequest('没有平台用户，无法添加待审核的提现申请');
  let id = Math.max(0, ...data.withdrawal.map((w) => w.id));
  for (let i = 0; i < missing; i++) {
    const user = users[i % users.length]!;
    const row: Withdrawal = {
      id: ++id,
      userId: user.id,
      amount: 10.5,
      channel: 'alipay',
      account: `${user.mobile.slice(0, 3)}****${user.mobile.slice(-4)}`,
      status: 'pending',
      reviewer: '',
      reviewedAt: '',
      remark: '',
      createdAt: now,
    };
    data.withdrawal.push(row);
  }
}

/** The most platform users `POST /__dev/users` adds in one call. */
export const MAX_DEV_USERS = 200_000;

/**
 * Adds `count` plain platform users (nickname 批量用户<n>, a free 19x mobile, registered `now`), for
 * measuring lists and exports at scale. Answers how many users there are now.
 */
export function addUsers(data: BusinessData, count: number, now: string): number {
  const taken = new Set(data.user.map((u) => u.mobile));
  let id = data.user.reduce((max, u) => Math.max(max, u.id), 0);
  let serial = 0;
  for (let i = 0; i < count; i++) {
    let mobile: string;
    do mobile = `19${String(++serial).padStart(9, '0')}`;
    while (taken.has(mobile));
    taken.add(mobile);
    id += 1;
    data.user.push({
      id,
      nickname: `批量用户${id}`,
      mobile,
      avatar: '',
      gender: 'unknown',
      city: '上海',
      tagIds: [],
      points: 0,
      inviterId: null,
      status: 1,
      remark: '',
      registeredAt: now,
    });
  }
  return data.user.length;
}

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

  // A seeded chaos run: a share of every /api call meets a fault (faults.ts, CHAOS_MODES).
  routes.post('/chaos', async (c) => {
    const chaos = parseChaos(await readJsonBody(c));
    state.faults.chaos(chaos);
    state.log(`[fault] chaos on ${Math.round(chaos.rate * 100)} % of calls, seed ${chaos.seed}`);
    return ok(c, chaos);
  });
  routes.get('/chaos', (c) => ok(c, state.faults.caused()));
  routes.delete('/chaos', (c) => {
    const caused = state.faults.caused();
    state.faults.chaos(null);
    return ok(c, caused);
  });

  routes.post('/reset', (c) => {
    state.reset();
    state.log('[state] reset to demo data');
    return ok(c);
  });

  routes.post('/pending-withdrawals', async (c) => {
    const count = requiredInt(await readJsonBody(c), 'count', { min: 0, max: MAX_DEV_PENDING_WITHDRAWALS });
    setPendingWithdrawals(state.data.business, count, formatDateTime(state.now()));
    state.save();
    state.log(`[business] pending withdrawals set to ${count}`);
    return ok(c, { count });
  });

  // The payout system's part, which the console does not do: a withdrawal paid (or any other status).
  routes.post('/withdrawal-status', async (c) => {
    const body = await readJsonBody(c);
    const id = requiredInt(body, 'id', { min: 1 });
    const status = body.status;
    if (!(WITHDRAWAL_STATUSES as readonly unknown[]).includes(status))
      throw badRequest(`参数 status 必须是 ${WITHDRAWAL_STATUSES.join('、')} 之一`);
    const row = state.data.business.withdrawal.find((w) => w.id === id);
    if (!row) throw badRequest(`提现申请 ${id} 不存在`);
    row.status = status as Withdrawal['status'];
    state.save();
    state.log(`[business] withdrawal ${id} set to ${String(status)}`);
    return ok(c, { id, status });
  });

  routes.post('/users', async (c) => {
    const count = requiredInt(await readJsonBody(c), 'count', { min: 0, max: MAX_DEV_USERS });
    const total = addUsers(state.data.business, count, formatDateTime(state.now()));
    state.save();
    state.log(`[business] ${count} platform users added (${total} in all)`);
    return ok(c, { count, total });
  });

  routes.post('/expire-tokens', (c) => {
    state.revokeAllTokens();
    state.log('[auth] every token expired');
    return ok(c);
  });

  return routes;
}
