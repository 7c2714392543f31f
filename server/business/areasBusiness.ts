/** The business group: platform users, points records, withdrawals, tags, invitations. */
import { badRequest } from '../envelope.ts';
import type { PlatformUser, Row } from './model.ts';
import { ALL_WRITES, findRow, indexOf, NO_WRITES, rowsOf, type ServerResource } from './resource.ts';
import type { Ctx } from './schema.ts';

const userLabel = (ctx: Ctx, id: unknown, prefix: string): Record<string, string> => {
  const user = typeof id === 'number' ? indexOf(ctx, 'user').get(id) : undefined;
  return {
    [`${prefix}Nickname`]: (user?.nickname as string | undefined) ?? '',
    [`${prefix}Mobile`]: (user?.mobile as string | undefined) ?? '',
  };
};

export const POINTS_REASONS = [
  'signIn',
  'invite',
  'testDrive',
  'purchase',
  'exchange',
  'withdrawal',
  'adjust',
] as const;
export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected', 'paid'] as const;

/**
 * The order number a withdrawal is shown and searched by: `TX`, the day of `createdAt`
 * (`YYYY-MM-DD HH:mm:ss`) as `yyyyMMdd`, and the id padded with zeros to 6 digits (longer ids
 * keep all their digits), e.g. `TX20261120000123`. Derived, never stored; a `createdAt` that is
 * not such a time gives `00000000` for the day.
 */
export function withdrawalOrderNo(id: number, createdAt: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(createdAt);
  const date = day ? `${day[1]}${day[2]}${day[3]}` : '00000000';
  return `TX${date}${String(id).padStart(6, '0')}`;
}

const user: ServerResource = {
  group: 'business',
  area: 'user',
  fields: [
    { key: 'nickname', kind: 'string', required: true, min: 1, max: 30 },
    { key: 'mobile', kind: 'mobile', required: true, unique: true },
    { key: 'avatar', kind: 'image' },
    { key: 'gender', kind: 'enum', options: ['unknown', 'male', 'female'], filter: 'match' },
    { key: 'city', kind: 'string', max: 20, filter: 'match' },
    { key: 'tagIds', kind: 'refs', ref: 'tag', max: 10, filter: 'has' },
    { key: 'points', kind: 'int', readOnly: true, sortable: true, filter: 'range' },
    { key: 'inviterId', kind: 'ref', ref: 'user', nullable: true, readOnly: true, filter: 'match' },
    { key: 'status', kind: 'status', filter: 'match' },
    { key: 'remark', kind: 'text', max: 200 },
    { key: 'registeredAt', kind: 'datetime', readOnly: true, sortable: true, filter: 'range' },
  ],
  keyword: ['nickname', 'mobile'],
  defaultSort: { key: 'id', order: 'desc' },
  writes: ALL_WRITES,
  onCreate(row, ctx) {
    Object.assign(row, { points: 0, inviterId: null, registeredAt: ctx.now });
  },
  beforeRemove(ids, ctx) {
    const pending = rowsOf(ctx, 'withdrawal').find((w) => ids.has(w.userId as number) && w.status === 'pending');
    if (pending) {
      const owner = findRow(ctx, 'user', pending.userId as number);
      throw badRequest(`用户「${owner.nickname as string}」还有待审核的提现申请，不能删除`);
    }
  },
  expand(row, ctx) {
    const tags = indexOf(ctx, 'tag');
    const tagIds = (row.tagIds as number[]) ?? [];
    return {
      tags: tagIds.flatMap((id) => {
        const tag = tags.get(id);
        return tag ? [{ id, name: tag.name, color: tag.color }] : [];
      }),
      ...userLabel(ctx, row.inviterId, 'inviter'),
    };
  },
};

const points: ServerResource = {
  group: 'business',
  area: 'points',
  fields: [
    { key: 'userId', kind: 'ref', ref: 'user', required: true, filter: 'match' },
    { key: 'change', kind: 'int', required: true, min: -100_000, max: 100_000, sortable: true, filter: 'range' },
    { key: 'reason', kind: 'enum', options: POINTS_REASONS, readOnly: true, filter: 'match' },
    { key: 'balanceAfter', kind: 'int', readOnly: true, sortable: true },
    { key: 'remark', kind: 'string', required: true, max: 100 },
    { key: 'createdAt', kind: 'datetime', readOnly: true, sortable: true, filter: 'range' },
  ],
  keyword: ['userNickname', 'userMobile', 'remark'],
  defaultSort: { key: 'createdAt', order: 'desc' },
  // Records: a manual adjustment can be added; nothing is edited or deleted.
  writes: { create: true, update: false, remove: false },
  check(row) {
    if (row.change === 0) throw badRequest('参数 change 不能为 0');
  },
  onCreate(row, ctx) {
    const owner = findRow(ctx, 'user', row.userId as number) as PlatformUser & Row;
    const balance = owner.points + (row.change as number);
    if (balance < 0)
      throw badRequest(`用户「${owner.nickname}」的积分余额 ${owner.points} 不足以扣减 ${-(row.change as number)}`);
    owner.points = balance;
    Object.assign(row, { reason: 'adjust', balanceAfter: balance, createdAt: ctx.now });
  },
  expand: (row, ctx) => userLabel(ctx, row.userId, 'user'),
};

const withdrawal: ServerResource = {
  group: 'business',
  area: 'withdrawal',
  fields: [
    { key: 'userId', kind: 'ref', ref: 'user', filter: 'match' },
    { key: 'amount', kind: 'money', sortable: true, filter: 'range' },
    { key: 'channel', kind: 'enum', options: ['alipay', 'wechat', 'bank'], filter: 'match' },
    { key: 'account', kind: 'string' },
    { key: 'status', kind: 'enum', options: WITHDRAWAL_STATUSES, filter: 'match' },
    { key: 'reviewer', kind: 'string' },
    { key: 'reviewedAt', kind: 'datetime', sortable: true },
    { key: 'remark', kind: 'text' },
    { key: 'createdAt', kind: 'datetime', sortable: true, filter: 'range' },
  ],
  keyword: ['orderNo', 'userNickname', 'userMobile', 'account', 'reviewer'],
  defaultSort: { key: 'createdAt', order: 'desc' },
  // Users apply in the app; the console audits (POST /api/business/withdrawal/audit).
  writes: NO_WRITES,
  expand: (row, ctx) => ({
    orderNo: withdrawalOrderNo(row.id, String(row.createdAt ?? '')),
    ...userLabel(ctx, row.userId, 'user'),
  }),
};

const tag: ServerResource = {
  group: 'business',
  area: 'tag',
  fields: [
    { key: 'name', kind: 'string', required: true, min: 1, max: 20, unique: true },
    { key: 'color', kind: 'color', required: true },
    { key: 'sort', kind: 'int', min: 0, max: 9999, sortable: true },
    { key: 'createdAt', kind: 'datetime', readOnly: true, sortable: true },
  ],
  keyword: ['name'],
  defaultSort: { key: 'sort', order: 'asc' },
  writes: ALL_WRITES,
  onCreate(row, ctx) {
    row.createdAt = ctx.now;
  },
  afterRemove(ids, ctx) {
    for (const u of ctx.data.user) u.tagIds = u.tagIds.filter((id) => !ids.has(id));
  },
  expand: (row, ctx) => ({ userCount: ctx.data.user.filter((u) => u.tagIds.includes(row.id)).length }),
};

const invitation: ServerResource = {
  group: 'business',
  area: 'invitation',
  fields: [
    { key: 'inviterId', kind: 'ref', ref: 'user', filter: 'match' },
    { key: 'inviteeId', kind: 'ref', ref: 'user', filter: 'match' },
    { key: 'reward', kind: 'int', sortable: true, filter: 'range' },
    { key: 'createdAt', kind: 'datetime', sortable: true, filter: 'range' },
  ],
  keyword: ['inviterNickname', 'inviterMobile', 'inviteeNickname', 'inviteeMobile'],
  defaultSort: { key: 'createdAt', order: 'desc' },
  writes: NO_WRITES,
  expand: (row, ctx) => ({ ...userLabel(ctx, row.inviterId, 'inviter'), ...userLabel(ctx, row.inviteeId, 'invitee') }),
};

export const BUSINESS_RESOURCES: readonly ServerResource[] = [user, points, withdrawal, tag, invitation];
