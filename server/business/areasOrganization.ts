/** The organisation group: the institution tree, positions and personnel (staff). */
import { badRequest } from '../envelope.ts';
import { ALL_WRITES, nameOf, refuseWhileReferenced, type ServerResource } from './resource.ts';

const institution: ServerResource = {
  group: 'organization',
  area: 'institution',
  fields: [
    { key: 'parentId', kind: 'ref', ref: 'institution', zeroIsNone: true, filter: 'match' },
    { key: 'name', kind: 'string', required: true, min: 1, max: 40 },
    {
      key: 'code',
      kind: 'string',
      required: true,
      min: 1,
      max: 30,
      unique: true,
      pattern: /^[A-Z][A-Z0-9-]*$/,
      patternText: '只能包含大写字母、数字和连字符，并以字母开头',
    },
    { key: 'leader', kind: 'string', max: 20 },
    { key: 'phone', kind: 'string', max: 20, pattern: /^[\d-]*$/, patternText: '只能包含数字和连字符' },
    { key: 'sort', kind: 'int', min: 0, max: 9999, sortable: true },
    { key: 'status', kind: 'status', filter: 'match' },
  ],
  keyword: ['name', 'code', 'leader'],
  defaultSort: { key: 'sort', order: 'asc' },
  writes: ALL_WRITES,
  check(row, ctx) {
    // Not below itself or one of its descendants.
    let parent = row.parentId as number;
    const seen = new Set<number>();
    while (parent !== 0 && !seen.has(parent)) {
      if (parent === row.id) throw badRequest('参数 parentId 不能是机构自身或其下级机构');
      seen.add(parent);
      parent = ctx.data.institution.find((i) => i.id === parent)?.parentId ?? 0;
    }
  },
  beforeRemove(ids, ctx) {
    refuseWhileReferenced(ctx, ids, 'institution', 'institution', 'parentId', '下级机构');
    refuseWhileReferenced(ctx, ids, 'institution', 'position', 'institutionId', '岗位');
    refuseWhileReferenced(ctx, ids, 'institution', 'personnel', 'institutionId', '人员');
  },
  expand: (row, ctx) => ({ parentName: nameOf(ctx, 'institution', row.parentId) }),
};

const position: ServerResource = {
  group: 'organization',
  area: 'position',
  fields: [
    { key: 'name', kind: 'string', required: true, min: 1, max: 30 },
    {
      key: 'code',
      kind: 'string',
      required: true,
      min: 1,
      max: 30,
      unique: true,
      pattern: /^[A-Z][A-Z0-9-]*$/,
      patternText: '只能包含大写字母、数字和连字符，并以字母开头',
    },
    { key: 'institutionId', kind: 'ref', ref: 'institution', required: true, filter: 'match' },
    { key: 'sort', kind: 'int', min: 0, max: 9999, sortable: true },
    { key: 'remark', kind: 'text', max: 200 },
  ],
  keyword: ['name', 'code'],
  defaultSort: { key: 'sort', order: 'asc' },
  writes: ALL_WRITES,
  beforeRemove: (ids, ctx) => refuseWhileReferenced(ctx, ids, 'position', 'personnel', 'positionId', '人员'),
  expand: (row, ctx) => ({ institutionName: nameOf(ctx, 'institution', row.institutionId) }),
};

const personnel: ServerResource = {
  group: 'organization',
  area: 'personnel',
  fields: [
    { key: 'name', kind: 'string', required: true, min: 1, max: 20 },
    {
      key: 'userName',
      kind: 'string',
      required: true,
      min: 3,
      max: 32,
      unique: true,
      pattern: /^[a-zA-Z][a-zA-Z0-9_]*$/,
      patternText: '只能包含字母、数字和下划线，并以字母开头',
    },
    { key: 'phone', kind: 'mobile', required: true, unique: true },
    { key: 'institutionId', kind: 'ref', ref: 'institution', required: true, filter: 'match' },
    { key: 'positionId', kind: 'ref', ref: 'position', required: true, filter: 'match' },
    { key: 'roleIds', kind: 'refs', ref: 'role', filter: 'has' },
    { key: 'status', kind: 'status', filter: 'match' },
    { key: 'createdAt', kind: 'datetime', readOnly: true, sortable: true },
  ],
  keyword: ['name', 'userName', 'phone'],
  defaultSort: { key: 'id', order: 'asc' },
  writes: ALL_WRITES,
  onCreate(row, ctx) {
    row.createdAt = ctx.now;
  },
  expand(row, ctx) {
    const roleIds = (row.roleIds as number[]) ?? [];
    return {
      institutionName: nameOf(ctx, 'institution', row.institutionId),
      positionName: nameOf(ctx, 'position', row.positionId),
      roleNames: ctx.roles.filter((r) => roleIds.includes(r.roleId)).map((r) => r.roleName),
    };
  },
};

export const ORGANIZATION_RESOURCES: readonly ServerResource[] = [institution, position, personnel];
