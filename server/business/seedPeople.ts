/**
 * Demo data of the business group: tags, platform users with their points history,
 * withdrawals and invitations. Deterministic for a given anchor time.
 */
import type { Invitation, PlatformUser, PointsRecord, UserTag, Withdrawal, WithdrawalStatus } from './model.ts';
import type { Random } from './random.ts';
import { city, DAY_MS, formatDateTime, nickname, uniqueMobile } from './random.ts';

export const USER_COUNT = 600;
export const WITHDRAWAL_COUNT = 420;

const TAGS: readonly [string, string][] = [
  ['新用户', '#4080FF'],
  ['活跃用户', '#00B42A'],
  ['高价值', '#F53F3F'],
  ['意向购车', '#FF7D00'],
  ['已试驾', '#14C9C9'],
  ['新能源偏好', '#0FC6C2'],
  ['SUV 偏好', '#722ED1'],
  ['邀请达人', '#F5319D'],
  ['沉睡用户', '#86909C'],
  ['风险账户', '#CB2634'],
  ['企业用户', '#3491FA'],
  ['内测用户', '#9FDB1D'],
  ['积分大户', '#F7BA1E'],
  ['二手车意向', '#D91AD9'],
];

export interface PeopleData {
  tag: UserTag[];
  user: PlatformUser[];
  points: PointsRecord[];
  withdrawal: Withdrawal[];
  invitation: Invitation[];
}

/** A time `days` (fractional) before `now`, never in the future. */
const before = (now: number, days: number): number => now - Math.max(0, days) * DAY_MS;

function seedTags(random: Random, now: number): UserTag[] {
  return TAGS.map(([name, color], i) => ({
    id: i + 1,
    name,
    color,
    sort: (i + 1) * 10,
    createdAt: formatDateTime(before(now, 400 - i * 3 - random.int(0, 2))),
  }));
}

function seedUsers(random: Random, now: number, tags: UserTag[]): PlatformUser[] {
  const mobiles = new Set<string>(['13800000001', '13800000002', '13800000003', '13800000004']);
  // Registration moments first, oldest first, so that ids follow the order of registration.
  const moments = Array.from({ length: USER_COUNT }, () =>
    before(now, 365 * random.next() ** 1.6 + random.next() / 24),
  ).sort((a, b) => a - b);
  const users: PlatformUser[] = [];
  moments.forEach((at, i) => {
    const id = i + 1;
    const tagCount = random.weighted([
      [0, 4],
      [1, 4],
      [2, 3],
      [3, 1],
    ] as const);
    const inviter = i >= 30 && random.chance(0.45) ? random.int(1, i) : null;
    const gender = random.weighted([
      ['male', 5],
      ['female', 4],
      ['unknown', 1],
    ] as const);
    users.push({
      id,
      nickname: nickname(random),
      mobile: uniqueMobile(random, mobiles),
      // The console shows the nickname's first character when there is no picture.
      avatar: '',
      gender,
      city: city(random),
      tagIds: random
        .sample(
          tags.map((t) => t.id),
          tagCount,
        )
        .sort((a, b) => a - b),
      points: 0,
      inviterId: inviter,
      status: random.chance(0.06) ? 0 : 1,
      remark: random.chance(0.08)
        ? random.pick(['重点跟进', '投诉过客服，需安抚', '4S 店推荐', '试驾后未成交', '企业批量采购意向'])
        : '',
      registeredAt: formatDateTime(at),
    });
  });
  return users;
}

type PointsEvent = { userId: number; at: number; change: number; reason: PointsRecord['reason']; remark: string };

const EARN: readonly [PointsRecord['reason'], number, number, string][] = [
  ['signIn', 5, 20, '每日签到'],
  ['testDrive', 100, 300, '完成预约试驾'],
  ['purchase', 500, 2000, '购车成功奖励'],
  ['adjust', 10, 200, '客服补偿'],
];

function seedPointsAndInvitations(
  random: Random,
  now: number,
  users: PlatformUser[],
): { points: PointsRecord[]; invitation: Invitation[] } {
  const events: PointsEvent[] = [];
  const invitation: Invitation[] = [];
  const registered = (u: PlatformUser) => Date.parse(u.registeredAt.replace(' ', 'T'));
  for (const user of users) {
    const start = registered(user);
    const span = Math.max(0, now - start);
    events.push({ userId: user.id, at: start + 60_000, change: 100, reason: 'signIn', remark: '注册赠送' });
    const count = random.weighted([
      [0, 2],
      [2, 3],
      [4, 3],
      [7, 2],
    ] as const);
    for (let i = 0; i < count; i++) {
      const at = start + random.next() * span;
      if (random.chance(0.75)) {
        const [reason, min, max, remark] = random.weighted(
          EARN.map((e, k) => [e, k === 0 ? 10 : k === 1 ? 3 : 1] as const),
        );
        events.push({ userId: user.id, at, change: random.int(min, max), reason, remark });
      } else {
        events.push({
          userId: user.id,
          at,
          change: -random.pick([50, 100, 200, 500]),
          reason: 'exchange',
          remark: random.pick(['兑换洗车券', '兑换保养代金券', '兑换车载香薰', '兑换加油卡']),
        });
      }
    }
    if (user.inviterId !== null) {
      const reward = random.pick([50, 100, 100, 200]);
      const at = start + 120_000;
      invitation.push({ id: 0, inviterId: user.inviterId, inviteeId: user.id, reward, createdAt: formatDateTime(at) });
      events.push({
        userId: user.inviterId,
        at,
        change: reward,
        reason: 'invite',
        remark: `邀请 ${user.nickname} 注册`,
      });
    }
  }
  invitation
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.inviteeId - b.inviteeId)
    .forEach((r, i) => (r.id = i + 1));

  events.sort((a, b) => a.at - b.at || a.userId - b.userId);
  const balances = new Map<number, number>();
  const points: PointsRecord[] = [];
  for (const event of events) {
    const balance = balances.get(event.userId) ?? 0;
    // Nobody spends points they do not have.
    if (balance + event.change < 0) continue;
    balances.set(event.userId, balance + event.change);
    points.push({
      id: points.length + 1,
      userId: event.userId,
      change: event.change,
      reason: event.reason,
      balanceAfter: balance + event.change,
      remark: event.remark,
      createdAt: formatDateTime(Math.min(event.at, now)),
    });
  }
  for (const user of users) user.points = balances.get(user.id) ?? 0;
  return { points, invitation };
}

const REVIEWERS = ['系统管理员', '周静', '孙磊'];

function maskedAccount(random: Random, channel: Withdrawal['channel']): string {
  if (channel === 'bank') return `${random.pick(['6222', '6217', '6228', '6214'])} **** **** ${random.digits(4)}`;
  if (channel === 'alipay') return `${random.pick(['138', '159', '186', '177'])}****${random.digits(4)}`;
  return `wx_${random.digits(2)}****${random.digits(2)}`;
}

function seedWithdrawals(random: Random, now: number, users: PlatformUser[]): Withdrawal[] {
  const rows: Withdrawal[] = [];
  const moments = Array.from({ length: WITHDRAWAL_COUNT }, () =>
    before(now, 240 * random.next() ** 1.3 + random.next() / 24),
  ).sort((a, b) => a - b);
  for (const at of moments) {
    const applicant = random.pick(users);
    const channel = random.weighted([
      ['alipay', 5],
      ['wechat', 4],
      ['bank', 2],
    ] as const);
    const ageDays = (now - at) / DAY_MS;
    const status: WithdrawalStatus =
      ageDays < 3
        ? random.weighted([
            ['pending', 6],
            ['approved', 1],
            ['rejected', 1],
          ] as const)
        : ageDays < 10
          ? random.weighted([
              ['pending', 2],
              ['approved', 2],
              ['paid', 4],
              ['rejected', 1],
            ] as const)
          : random.weighted([
              ['paid', 8],
              ['rejected', 1],
            ] as const);
    const reviewed = status !== 'pending';
    const reviewedAt = reviewed ? formatDateTime(Math.min(now, at + random.int(1, 36) * 3_600_000)) : '';
    rows.push({
      id: rows.length + 1,
      userId: applicant.id,
      amount:
        Math.round(
          (random.pick([10, 20, 50, 50, 88.8, 100, 100, 150, 200, 300, 500]) +
            (random.chance(0.3) ? random.int(1, 99) / 100 : 0)) *
            100,
        ) / 100,
      channel,
      account: maskedAccount(random, channel),
      status,
      reviewer: reviewed ? random.pick(REVIEWERS) : '',
      reviewedAt,
      remark:
        status === 'rejected'
          ? random.pick(['收款账户信息不一致', '疑似刷单，积分来源异常', '账户已被冻结'])
          : status === 'paid'
            ? '已打款'
            : '',
      createdAt: formatDateTime(at),
    });
  }
  return rows;
}

/** Each area draws from its own stream (points and invitations, made in one pass, from the points'). */
export function seedPeople(stream: (area: string) => Random, now: number): PeopleData {
  const tag = seedTags(stream('tag'), now);
  const user = seedUsers(stream('user'), now, tag);
  const { points, invitation } = seedPointsAndInvitations(stream('points'), now, user);
  const withdrawal = seedWithdrawals(stream('withdrawal'), now, user);
  return { tag, user, points, withdrawal, invitation };
}
