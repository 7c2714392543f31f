/**
 * The API convention of the business, configuration and organisation areas, in one place (the
 * "API convention" of docs/api.md describes it for a back end to match):
 *
 *   GET    /api/<group>/<area>/list?page=&limit=&sort=&order=&keyword=&<filters>  → { list, totalCount }
 *   GET    /api/<group>/<area>/info/<id>                                         → the record
 *   POST   /api/<group>/<area>          the fields                               → the created record
 *   PUT    /api/<group>/<area>          { id, …fields to change }                → the updated record
 *   DELETE /api/<group>/<area>          { ids: [..] }
 *
 * Filters are bracket-style query parameters (`status=1`, `createdAt[]=2026-01-01&createdAt[]=2026-02-01`).
 * Permissions: `sys:<area>:list|info|add|edit|delete`, plus an area's own (`sys:<area>:<action>`, declared with it).
 */
import type { ApiClient } from '../api/client.ts';
import type { Group, RecordData, ResourceDef, ResourcePermissions } from './types.ts';

export interface ListAnswer<T = RecordData> {
  list: T[];
  totalCount: number;
}

export function resourcePaths(group: Group, area: string) {
  const base = `/api/${group}/${area}`;
  return { list: `${base}/list`, info: (id: number) => `${base}/info/${id}`, item: base };
}

/** The permission strings of an area by the convention: `sys:<area>:list|info|add|edit|delete`. */
export function resourcePermissions<A extends string>(area: A) {
  return {
    list: `sys:${area}:list`,
    info: `sys:${area}:info`,
    add: `sys:${area}:add`,
    edit: `sys:${area}:edit`,
    delete: `sys:${area}:delete`,
  } as const satisfies Required<ResourcePermissions>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isRecord = (value: unknown): value is RecordData => isObject(value) && typeof value.id === 'number';

/** Reads a list answer; a plain array counts as one page of everything. */
export function readListAnswer(data: unknown): ListAnswer {
  if (Array.isArray(data)) {
    const list = data.filter(isRecord);
    return { list, totalCount: list.length };
  }
  if (!isObject(data)) return { list: [], totalCount: 0 };
  const list = Array.isArray(data.list) ? data.list.filter(isRecord) : [];
  const total = typeof data.totalCount === 'number' ? data.totalCount : Number(data.totalCount);
  return { list, totalCount: Number.isFinite(total) ? total : list.length };
}

/** The calls of one resource. Writes are quiet: the form shows the server's message itself. */
export function resourceApi(api: ApiClient, def: Pick<ResourceDef, 'group' | 'name'>) {
  const paths = resourcePaths(def.group, def.name);
  return {
    async list(params: Record<string, unknown>, options: { quiet?: boolean } = {}): Promise<ListAnswer> {
      return readListAnswer(await api.call<unknown>({ method: 'GET', url: paths.list, params }, options));
    },
    async info(id: number, options: { quiet?: boolean } = {}): Promise<RecordData | null> {
      const data = await api.call<unknown>({ method: 'GET', url: paths.info(id) }, options);
      return isRecord(data) ? data : null;
    },
    create(body: Record<string, unknown>): Promise<unknown> {
      return api.call({ method: 'POST', url: paths.item, data: body }, { quiet: true });
    },
    update(
      body: { id: number } & Record<string, unknown>,
      options: { quiet?: boolean } = { quiet: true },
    ): Promise<unknown> {
      return api.call({ method: 'PUT', url: paths.item, data: body }, options);
    },
    remove(ids: readonly number[]): Promise<unknown> {
      return api.call({ method: 'DELETE', url: paths.item, data: { ids } });
    },
  };
}

export type ResourceApi = ReturnType<typeof resourceApi>;
