/**
 * A business area as the reference server serves it by the API convention (docs/api.md "API
 * convention"): `GET /api/<group>/<area>/list`, `GET …/info/<id>`, `POST`, `PUT`, `DELETE`
 * `{ ids }`, permissions `sys:<area>:list|info|add|edit|delete`.
 */
import { badRequest } from '../envelope.ts';
import type { ListSpec } from './listQuery.ts';
import type { AreaName, Row } from './model.ts';
import type { Ctx, FieldRule } from './schema.ts';
import { AREA_LABELS } from './schema.ts';

export type Group = 'business' | 'config' | 'organization';

export interface ServerResource extends ListSpec {
  group: Group;
  area: AreaName;
  fields: readonly FieldRule[];
  /** Which write calls exist. Record areas (points, invitations, withdrawals) refuse some. */
  writes: { create: boolean; update: boolean; remove: boolean };
  /** Server-set fields of a new record (times, balances). */
  onCreate?(row: Row, ctx: Ctx): void;
  /** After a create or an update was checked, before it is stored (e.g. `updatedAt`). */
  onWrite?(row: Row, ctx: Ctx, previous: Row | undefined): void;
  /** Rules across fields (price range, start before end); throws A0400. */
  check?(row: Row, ctx: Ctx, previous: Row | undefined): void;
  /** Refuses (A0400) a delete that would leave references behind. */
  beforeRemove?(ids: ReadonlySet<number>, ctx: Ctx): void;
  afterRemove?(ids: ReadonlySet<number>, ctx: Ctx): void;
  /** Display fields a list or info answer adds (names of referenced records). */
  expand?(row: Row, ctx: Ctx): Record<string, unknown>;
}

export const ALL_WRITES = { create: true, update: true, remove: true } as const;
export const NO_WRITES = { create: false, update: false, remove: false } as const;

export function rowsOf(ctx: Ctx, area: AreaName): Row[] {
  return ctx.data[area] as Row[];
}

export function setRows(ctx: Ctx, area: AreaName, rows: Row[]): void {
  (ctx.data as Record<AreaName, Row[]>)[area] = rows;
  ctx.indexes = undefined;
}

/** The record `id` of `area`, or A0400 `<label> <id> 不存在`. */
export function findRow(ctx: Ctx, area: AreaName, id: number): Row {
  const row = rowsOf(ctx, area).find((r) => r.id === id);
  if (!row) throw badRequest(`${AREA_LABELS[area]} ${id} 不存在`);
  return row;
}

/** Lookup of one area by id, built once per call. */
export function indexOf(ctx: Ctx, area: AreaName): Map<number, Row> {
  ctx.indexes ??= new Map();
  let index = ctx.indexes.get(area);
  if (!index) {
    index = new Map(rowsOf(ctx, area).map((r) => [r.id, r]));
    ctx.indexes.set(area, index);
  }
  return index;
}

/** The `name`-like field of a referenced record, '' when it is gone. */
export function nameOf(ctx: Ctx, area: AreaName, id: unknown, field = 'name'): string {
  if (typeof id !== 'number') return '';
  const row = indexOf(ctx, area).get(id);
  return typeof row?.[field] === 'string' ? (row[field] as string) : '';
}

/** Refuses the delete when records of `area` still point at one of `ids` through `key`. */
export function refuseWhileReferenced(
  ctx: Ctx,
  ids: ReadonlySet<number>,
  owner: AreaName,
  area: AreaName,
  key: string,
  what: string,
): void {
  for (const id of ids) {
    const count = rowsOf(ctx, area).filter((r) => r[key] === id && !(area === owner && ids.has(r.id))).length;
    if (count > 0) {
      const label = nameOf(ctx, owner, id) || String(id);
      throw badRequest(`${AREA_LABELS[owner]}「${label}」下还有 ${count} 个${what}，不能删除`);
    }
  }
}
