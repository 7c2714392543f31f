/** The business group: platform users, points records, withdrawals, tags, invitations. */
import { lazy } from 'react';
import { areas } from './group.ts';
import { registerResources } from '../../core/resources/registry.ts';
import { resourceApi } from '../../core/resources/convention.ts';
import { auditWithdrawal } from './withdrawalAudit.ts';
import type { ResourceDef } from '../../core/resources/types.ts';
import {
  UNIT_POINTS,
  enumOptions,
  idField,
  labelOf,
  momentField,
  resourceOf,
  userRelation,
} from '../../core/resources/declare.ts';
import { formatDay, weekStart } from '../../core/resources/format.ts';
import { remarkField, sortField, statusField, textField, timestampField } from '../../core/resources/commonFields.ts';

// The area's own dialogs load when opened.
const WithdrawalAuditDialog = lazy(() =>
  import('./WithdrawalAuditDialog.tsx').then((m) => ({ default: m.WithdrawalAuditDialog })),
);

const u = labelOf('user');
export const user = resourceOf(areas.user, {
  titleField: 'nickname',
  defaultSort: { field: 'id', order: 'desc' },
  fields: [
    idField,
    textField('nickname', u('nickname'), { required: true, max: 30 }, { width: '8rem' }),
    {
      key: 'mobile',
      label: u('mobile'),
      type: 'mobile',
      list: true,
      form: true,
      rules: { required: true },
      width: '8rem',
    },
    {
      key: 'gender',
      label: u('gender'),
      type: 'enum',
      options: enumOptions('gender', ['unknown', 'male', 'female']),
      list: 'hidden',
      filter: true,
      form: true,
      defaultValue: 'unknown',
    },
    { key: 'city', label: u('city'), type: 'text', list: 'hidden', form: true, rules: { max: 20 } },
    { key: 'avatar', label: u('avatar'), type: 'image', form: true },
    {
      key: 'tagIds',
      label: u('tagIds'),
      type: 'tags',
      display: 'tags',
      relation: { resource: 'tag' },
      list: true,
      filter: true,
      form: true,
      rules: { max: 10 },
      width: '10rem',
    },
    { key: 'points', label: u('points'), type: 'number', list: true, sortable: true, unit: UNIT_POINTS },
    userRelation('inviterId', u('inviterId'), 'inviterNickname', { list: 'hidden' }),
    statusField(u('status')),
    remarkField(u('remark')),
    momentField('registeredAt', u('registeredAt')),
  ],
  rowActions: [
    { kind: 'toggle', key: 'status', field: 'status', permission: areas.user.permissions.edit },
    {
      kind: 'fields',
      key: 'tags',
      fields: ['tagIds'],
      permission: areas.user.permissions.edit,
      icon: 'pi pi-tags',
      label: 'resources.user.assignTagsTo',
      title: 'resources.user.assignTags',
    },
  ],
  bulkActions: [
    {
      key: 'addTags',
      label: 'list.bulk.addTags',
      confirm: 'list.bulk.addTagsConfirm',
      icon: 'pi pi-tags',
      permission: areas.user.permissions.edit,
      input: { field: 'tagIds' },
      // Added to each user's tags: the tags a user has stay.
      run: (api, record, value) =>
        resourceApi(api, { group: 'business', name: 'user' }).update({
          id: record.id,
          tagIds: withTags(record.tagIds, value),
        }),
    },
  ],
  ticketSummary: ['nickname', 'mobile', 'status', 'points', 'tagIds', 'registeredAt'],
  pages: { look: '/business/user-look' },
});

/** A user's tag ids with `added` joined (each once, in order). */
export function withTags(current: unknown, added: unknown): number[] {
  const ids = (value: unknown) =>
    Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  return [...new Set([...ids(current), ...ids(added)])];
}

const p = labelOf('points');
export const points = resourceOf(areas.points, {
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: [
    idField,
    userRelation('userId', p('userId'), 'userNickname', {
      list: true,
      form: true,
      rules: { required: true },
      width: '8rem',
    }),
    { key: 'userMobile', label: p('userMobile'), type: 'text', list: 'hidden' },
    {
      key: 'change',
      label: p('change'),
      type: 'number',
      signed: true,
      list: true,
      sortable: true,
      filter: true,
      form: true,
      rules: { required: true, min: -100_000, max: 100_000 },
      hint: 'resources.points.changeHint',
      unit: UNIT_POINTS,
    },
    {
      key: 'reason',
      label: p('reason'),
      type: 'enum',
      options: enumOptions('pointsReason', [
        'signIn',
        'invite',
        'testDrive',
        'purchase',
        'exchange',
        'withdrawal',
        'adjust',
      ]),
      list: true,
      filter: true,
    },
    { key: 'balanceAfter', label: p('balanceAfter'), type: 'number', list: true, sortable: true, unit: UNIT_POINTS },
    textField('remark', p('remark'), { required: true, max: 100 }, { wide: true, width: '10rem' }),
    momentField('createdAt', p('createdAt')),
  ],
});

const w = labelOf('withdrawal');
export const WITHDRAWAL_STATUS = enumOptions('withdrawalStatus', ['pending', 'approved', 'rejected', 'paid'], {
  pending: 'warning',
  approved: 'info',
  rejected: 'danger',
  paid: 'success',
});
export const withdrawal = resourceOf(areas.withdrawal, {
  summary: { title: 'orderNo', fields: ['userId', 'amount', 'channel'] },
  defaultSort: { field: 'createdAt', order: 'desc' },
  // What a customer asks about: not the reviewer (staff) nor the payout account.
  ticketSummary: ['orderNo', 'userId', 'amount', 'channel', 'status', 'createdAt', 'reviewedAt', 'remark'],
  // Watch a case: a withdrawal approved, paid or rejected is told.
  watch: 'withdrawal',
  // Offered to everyone in the Views menu (`view=pending`), beside each person's saved views.
  views: [
    { key: 'pending', label: 'resources.withdrawal.views.pending', filters: () => ({ status: 'pending' }) },
    {
      key: 'rejected-this-week',
      label: 'resources.withdrawal.views.rejectedThisWeek',
      filters: (now) => ({ status: 'rejected', createdAt: [formatDay(weekStart(now)), formatDay(now)] }),
    },
  ],
  fields: [
    idField,
    { key: 'orderNo', label: w('orderNo'), type: 'text', list: true, width: '11rem' },
    userRelation('userId', w('userId'), 'userNickname', { list: true, width: '8rem' }),
    { key: 'userMobile', label: w('userMobile'), type: 'text', list: 'hidden' },
    { key: 'amount', label: w('amount'), type: 'money', list: true, sortable: true },
    {
      key: 'channel',
      label: w('channel'),
      type: 'enum',
      options: enumOptions('withdrawalChannel', ['alipay', 'wechat', 'bank']),
      list: true,
      filter: true,
    },
    { key: 'account', label: w('account'), type: 'text', list: true, width: '10rem' },
    { key: 'status', label: w('status'), type: 'enum', options: WITHDRAWAL_STATUS, list: true, filter: true },
    { key: 'reviewer', label: w('reviewer'), type: 'text', list: 'hidden' },
    { key: 'reviewedAt', label: w('reviewedAt'), type: 'datetime', list: 'hidden', sortable: true },
    { key: 'remark', label: w('remark'), type: 'textarea', list: 'hidden' },
    momentField('createdAt', w('createdAt')),
  ],
  rowActions: [
    {
      kind: 'custom',
      key: 'withdrawal-audit',
      dialog: WithdrawalAuditDialog,
      permission: areas.withdrawal.permissions.audit,
      icon: 'pi pi-verified',
      label: 'resources.withdrawal.auditOf',
      when: { field: 'status', equals: 'pending' },
    },
  ],
  bulkActions: [
    {
      key: 'approve',
      label: 'list.bulk.approve',
      confirm: 'list.bulk.approveConfirm',
      icon: 'pi pi-check',
      permission: areas.withdrawal.permissions.audit,
      when: { field: 'status', equals: 'pending' },
      run: async (api, record) => {
        // The list, the figures and the badges read again by themselves: the write changed their area.
        await auditWithdrawal(api, { id: record.id, approved: true, remark: '' });
      },
    },
  ],
});

const t = labelOf('tag');
export const tag = resourceOf(areas.tag, {
  titleField: 'name',
  defaultSort: { field: 'sort', order: 'asc' },
  fields: [
    idField,
    textField('name', t('name'), { required: true, max: 20 }),
    {
      key: 'color',
      label: t('color'),
      type: 'color',
      list: true,
      form: true,
      rules: { required: true },
      defaultValue: '#4080FF',
    },
    sortField(t('sort')),
    { key: 'userCount', label: t('userCount'), type: 'number', list: true },
    timestampField('createdAt', t('createdAt')),
  ],
});

const i = labelOf('invitation');
export const invitation = resourceOf(areas.invitation, {
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: [
    idField,
    userRelation('inviterId', i('inviterId'), 'inviterNickname', { list: true, width: '8rem' }),
    { key: 'inviterMobile', label: i('inviterMobile'), type: 'text', list: 'hidden' },
    userRelation('inviteeId', i('inviteeId'), 'inviteeNickname', { list: true, width: '8rem' }),
    { key: 'inviteeMobile', label: i('inviteeMobile'), type: 'text', list: 'hidden' },
    { key: 'reward', label: i('reward'), type: 'number', list: true, sortable: true, unit: UNIT_POINTS },
    momentField('createdAt', i('createdAt')),
  ],
});

/** The group's areas, in menu order: registered with the framework, and listed by src/features/areas.ts. */
export const AREAS: readonly ResourceDef[] = [user, points, withdrawal, tag, invitation];
registerResources(AREAS);
