/** The configuration group: vehicle series, recommended cars, brands, channels, incentives, agreements, feedback categories. */
import { badRequest } from '../envelope.ts';
import type { Row } from './model.ts';
import { ALL_WRITES, nameOf, refuseWhileReferenced, type ServerResource } from './resource.ts';
import type { Ctx } from './schema.ts';

const touch = (row: Row, ctx: Ctx): void => {
  row.updatedAt = ctx.now;
};

const vehicle: ServerResource = {
  group: 'config',
  area: 'vehicle',
  fields: [
    { key: 'brandId', kind: 'ref', ref: 'brand', required: true, filter: 'match' },
    { key: 'name', kind: 'string', required: true, min: 1, max: 40 },
    {
      key: 'level',
      kind: 'enum',
      required: true,
      options: ['mini', 'small', 'compact', 'midsize', 'large', 'suv', 'mpv'],
      filter: 'match',
    },
    {
      key: 'energyType',
      kind: 'enum',
      required: true,
      options: ['petrol', 'hybrid', 'phev', 'electric', 'erev'],
      filter: 'match',
    },
    { key: 'priceMin', kind: 'money', required: true, min: 0.01, max: 9999, sortable: true, filter: 'range' },
    { key: 'priceMax', kind: 'money', required: true, min: 0.01, max: 9999, sortable: true },
    { key: 'cover', kind: 'image' },
    { key: 'status', kind: 'status', filter: 'match' },
    { key: 'sort', kind: 'int', min: 0, max: 9999, sortable: true },
    { key: 'updatedAt', kind: 'datetime', readOnly: true, sortable: true },
  ],
  keyword: ['name', 'brandName'],
  defaultSort: { key: 'sort', order: 'asc' },
  writes: ALL_WRITES,
  check(row, ctx) {
    if ((row.priceMin as number) > (row.priceMax as number)) throw badRequest('参数 priceMin 不能大于 priceMax');
    const same = ctx.data.vehicle.find((v) => v.id !== row.id && v.brandId === row.brandId && v.name === row.name);
    if (same) throw badRequest(`参数 name 的值「${row.name as string}」在该品牌下已存在`);
  },
  onWrite: touch,
  beforeRemove: (ids, ctx) => refuseWhileReferenced(ctx, ids, 'vehicle', 'cars', 'seriesId', '推荐车型'),
  expand: (row, ctx) => ({ brandName: nameOf(ctx, 'brand', row.brandId) }),
};

const cars: ServerResource = {
  group: 'config',
  area: 'cars',
  fields: [
    { key: 'seriesId', kind: 'ref', ref: 'vehicle', required: true, filter: 'match' },
    { key: 'title', kind: 'string', required: true, min: 1, max: 60 },
    { key: 'reason', kind: 'text', required: true, max: 500 },
    { key: 'price', kind: 'money', required: true, min: 0.01, max: 9999, sortable: true, filter: 'range' },
    { key: 'cover', kind: 'image' },
    { key: 'sort', kind: 'int', min: 0, max: 9999, sortable: true },
    { key: 'onShelf', kind: 'bool', filter: 'match' },
    { key: 'updatedAt', kind: 'datetime', readOnly: true, sortable: true },
  ],
  keyword: ['title', 'seriesName'],
  defaultSort: { key: 'sort', order: 'asc' },
  writes: ALL_WRITES,
  onWrite: touch,
  expand: (row, ctx) => ({ seriesName: nameOf(ctx, 'vehicle', row.seriesId) }),
};

const brand: ServerResource = {
  group: 'config',
  area: 'brand',
  fields: [
    { key: 'name', kind: 'string', required: true, min: 1, max: 30, unique: true },
    {
      key: 'initial',
      kind: 'string',
      required: true,
      pattern: /^[A-Z]$/,
      patternText: '必须是一个大写字母 A-Z',
      filter: 'match',
      sortable: true,
    },
    { key: 'logo', kind: 'image' },
    { key: 'sort', kind: 'int', min: 0, max: 9999, sortable: true },
    { key: 'status', kind: 'status', filter: 'match' },
  ],
  keyword: ['name'],
  defaultSort: { key: 'sort', order: 'asc' },
  writes: ALL_WRITES,
  beforeRemove: (ids, ctx) => refuseWhileReferenced(ctx, ids, 'brand', 'vehicle', 'brandId', '车系'),
  expand: (row, ctx) => ({ seriesCount: ctx.data.vehicle.filter((v) => v.brandId === row.id).length }),
};

const channel: ServerResource = {
  group: 'config',
  area: 'channel',
  fields: [
    { key: 'name', kind: 'string', required: true, min: 1, max: 30 },
    {
      key: 'code',
      kind: 'string',
      required: true,
      min: 2,
      max: 30,
      unique: true,
      pattern: /^[a-z][a-z0-9_-]*$/,
      patternText: '只能包含小写字母、数字、下划线和连字符，并以字母开头',
    },
    {
      key: 'type',
      kind: 'enum',
      required: true,
      options: ['appStore', 'miniProgram', 'offline', 'partner', 'advertising'],
      filter: 'match',
    },
    { key: 'status', kind: 'status', filter: 'match' },
    { key: 'remark', kind: 'text', max: 200 },
    { key: 'createdAt', kind: 'datetime', readOnly: true, sortable: true },
  ],
  keyword: ['name', 'code'],
  defaultSort: { key: 'id', order: 'asc' },
  writes: ALL_WRITES,
  onCreate(row, ctx) {
    row.createdAt = ctx.now;
  },
};

const incentive: ServerResource = {
  group: 'config',
  area: 'incentive',
  fields: [
    { key: 'name', kind: 'string', required: true, min: 1, max: 40 },
    {
      key: 'type',
      kind: 'enum',
      required: true,
      options: ['register', 'invite', 'signIn', 'testDrive', 'purchase', 'share'],
      filter: 'match',
    },
    { key: 'amount', kind: 'money', required: true, min: 0.01, max: 100_000, sortable: true },
    { key: 'trigger', kind: 'string', required: true, min: 1, max: 100 },
    { key: 'startAt', kind: 'date', required: true, sortable: true, filter: 'range' },
    { key: 'endAt', kind: 'date', required: true, sortable: true },
    { key: 'status', kind: 'status', filter: 'match' },
    { key: 'remark', kind: 'text', max: 200 },
    { key: 'updatedAt', kind: 'datetime', readOnly: true, sortable: true },
  ],
  keyword: ['name', 'trigger'],
  defaultSort: { key: 'id', order: 'desc' },
  writes: ALL_WRITES,
  check(row) {
    if ((row.startAt as string) > (row.endAt as string)) throw badRequest('参数 endAt 不能早于 startAt');
  },
  onWrite: touch,
};

const agreement: ServerResource = {
  group: 'config',
  area: 'agreement',
  fields: [
    { key: 'title', kind: 'string', required: true, min: 1, max: 50 },
    {
      key: 'type',
      kind: 'enum',
      required: true,
      options: ['user', 'privacy', 'withdrawal', 'points', 'invitation'],
      filter: 'match',
    },
    {
      key: 'version',
      kind: 'string',
      required: true,
      pattern: /^v\d+(\.\d+){0,2}$/,
      patternText: '必须形如 v1、v1.2 或 v1.2.3',
    },
    { key: 'content', kind: 'text', required: true, min: 1, max: 20_000 },
    { key: 'publishedAt', kind: 'datetime', required: true, sortable: true, filter: 'range' },
  ],
  keyword: ['title', 'version'],
  defaultSort: { key: 'publishedAt', order: 'desc' },
  writes: ALL_WRITES,
};

const feedback: ServerResource = {
  group: 'config',
  area: 'feedback',
  fields: [
    { key: 'name', kind: 'string', required: true, min: 1, max: 20, unique: true },
    { key: 'sort', kind: 'int', min: 0, max: 9999, sortable: true },
    { key: 'enabled', kind: 'bool', filter: 'match' },
  ],
  keyword: ['name'],
  defaultSort: { key: 'sort', order: 'asc' },
  writes: ALL_WRITES,
};

export const CONFIG_RESOURCES: readonly ServerResource[] = [
  vehicle,
  cars,
  brand,
  channel,
  incentive,
  agreement,
  feedback,
];
