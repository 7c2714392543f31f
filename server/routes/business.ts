/**
 * Business, configuration and organisation areas by one convention (docs/api.md "API convention"):
 *
 *   GET    /api/<group>/<area>/list?page=&limit=&sort=&order=&keyword=&<filters>  → { list, totalCount }
 *   GET    /api/<group>/<area>/info/<id>                                         → the record
 *   POST   /api/<group>/<area>        the fields                                 → the created record
 *   PUT    /api/<group>/<area>        { id, …fields to change }                  → the updated record
 *   DELETE /api/<group>/<area>        { ids: [..] } (or { id })                  → null
 *
 *   GET    /api/<group>/<area>/stats?field=&from=&to=&groupBy=day[&tz=][&sum=][&split=][&<filters>]
 *                                                                             → [{ day, count, sum?, group? }]
 *
 * with `sys:<area>:list|info|add|edit|delete` (stats: `list`), plus POST /api/business/withdrawal/audit
 * `{ id, approved, remark }` with `sys:withdrawal:audit` and GET /api/business/withdrawal/pendingCount
 * → `{ count, amount }` (withdrawals awaiting audit, their sum) with `sys:withdrawal:list`.
 */
import { Hono, type Context } from 'hono';
import { badRequest, ok } from '../envelope.ts';
import { BUSINESS_RESOURCES } from '../business/areasBusiness.ts';
import { CONFIG_RESOURCES } from '../business/areasConfig.ts';
import { ORGANIZATION_RESOURCES } from '../business/areasOrganization.ts';
import { plainResources } from '../business/areasPlain.ts';
import { filterRows, parseListQuery, runList } from '../business/listQuery.ts';
import type { Row } from '../business/model.ts';
import { formatDateTime } from '../business/random.ts';
import { parseStatsQuery, runStats } from '../business/stats.ts';
import { findRow, rowsOf, setRows, type ServerResource } from '../business/resource.ts';
import { checkRecord, type Ctx } from '../business/schema.ts';
import type { AppEnv } from '../session.ts';
import { requirePermission, requireToken } from '../session.ts';
import type { AppState } from '../state.ts';
import { idList, optionalString, readJsonBody, requiredInt } from '../validate.ts';

export const SERVER_RESOURCES: readonly ServerResource[] = [
  ...BUSINESS_RESOURCES,
  ...CONFIG_RESOURCES,
  ...ORGANIZATION_RESOURCES,
  ...plainResources(),
];

/** The record with its fields in declared order and the display fields of `expand`. */
function present(resource: ServerResource, row: Row, ctx: Ctx): Row {
  const out: Row = { id: row.id };
  for (const field of resource.fields) out[field.key] = row[field.key];
  return { ...out, ...resource.expand?.(row, ctx) };
}

export function businessRoutes(state: AppState): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const signedIn = requireToken(state);
  const can = (perm: string) => requirePermission(state, perm);
  const context = (c: Context<AppEnv>): Ctx => ({
    data: state.data.business,
    roles: state.data.roles,
    account: c.get('account'),
    now: formatDateTime(state.now()),
  });
  const changed = (c: Context<AppEnv>, what: string) => {
    state.save();
    state.log(`[business] ${c.get('account').userName} ${what}`);
  };

  for (const resource of SERVER_RESOURCES) {
    const { area } = resource;
    const base = `/${resource.group}/${area}`;
    const perm = (action: string) => can(`sys:${area}:${action}`);

    routes.get(`${base}/list`, signedIn, perm('list'), (c) => {
      const query = parseListQuery(c.req.queries(), resource);
      const ctx = context(c);
      // Field filters work on the stored records; the keyword may search display fields too, and a
      // sort may name one. Otherwise only the page is presented (an export pages through 100,000).
      const filtered = filterRows(rowsOf(ctx, area), query.filters);
      const stored = query.sort === 'id' || resource.fields.some((f) => f.key === query.sort);
      if (query.keyword === '' && stored) {
        const page = runList(filtered, { ...query, filters: [] }, resource);
        return ok(c, { list: page.list.map((row) => present(resource, row, ctx)), totalCount: page.totalCount });
      }
      const rows = filtered.map((row) => present(resource, row, ctx));
      return ok(c, runList(rows, { ...query, filters: [] }, resource));
    });

    routes.get(`${base}/stats`, signedIn, perm('list'), (c) => {
      const query = parseStatsQuery(c.req.queries(), resource);
      return ok(c, runStats(filterRows(rowsOf(context(c), area), query.filters), query));
    });

    routes.get(`${base}/info/:id`, signedIn, perm('info'), (c) => {
      const text = c.req.param('id');
      if (!/^\d+$/.test(text) || Number(text) < 1) throw badRequest('参数 id 必须是正整数');
      const ctx = context(c);
      return ok(c, present(resource, findRow(ctx, area, Number(text)), ctx));
    });

    if (resource.writes.create) {
      routes.post(base, signedIn, perm('add'), async (c) => {
        const body = await readJsonBody(c);
        const ctx = context(c);
        const rows = rowsOf(ctx, area);
        const row: Row = {
          id: Math.max(0, ...rows.map((r) => r.id)) + 1,
          ...checkRecord(resource.fields, body, ctx, rows),
        };
        resource.check?.(row, ctx, undefined);
        resource.onCreate?.(row, ctx);
        resource.onWrite?.(row, ctx, undefined);
        rows.push(row);
        ctx.indexes = undefined;
        changed(c, `added ${area} ${row.id}`);
        return ok(c, present(resource, row, ctx));
      });
    }

    if (resource.writes.update) {
      routes.put(base, signedIn, perm('edit'), async (c) => {
        const body = await readJsonBody(c);
        const ctx = context(c);
        const existing = findRow(ctx, area, requiredInt(body, 'id', { min: 1 }));
        const next: Row = {
          ...existing,
          ...checkRecord(resource.fields, { ...existing, ...body }, ctx, rowsOf(ctx, area), existing.id),
        };
        resource.check?.(next, ctx, existing);
        resource.onWrite?.(next, ctx, existing);
        Object.assign(existing, next);
        ctx.indexes = undefined;
        changed(c, `updated ${area} ${existing.id}`);
        return ok(c, present(resource, existing, ctx));
      });
    }

    if (resource.writes.remove) {
      routes.delete(base, signedIn, perm('delete'), async (c) => {
        const body = await readJsonBody(c);
        const ctx = context(c);
        const ids = new Set(idList(body, 'id', 'ids'));
        for (const id of ids) findRow(ctx, area, id);
        resource.beforeRemove?.(ids, ctx);
        setRows(
          ctx,
          area,
          rowsOf(ctx, area).filter((r) => !ids.has(r.id)),
        );
        resource.afterRemove?.(ids, ctx);
        changed(c, `deleted ${area} ${[...ids].join(', ')}`);
        return ok(c);
      });
    }
  }

  const withdrawal = SERVER_RESOURCES.find((r) => r.area === 'withdrawal')!;
  // A path of its own beside list and info/<id>: nothing else of the area matches it.
  routes.get('/business/withdrawal/pendingCount', signedIn, can('sys:withdrawal:list'), (c) => {
    const pending = state.data.business.withdrawal.filter((w) => w.status === 'pending');
    const amount = Math.round(pending.reduce((total, w) => total + w.amount * 100, 0)) / 100;
    return ok(c, { count: pending.length, amount });
  });

  routes.post('/business/withdrawal/audit', signedIn, can('sys:withdrawal:audit'), async (c) => {
    const body = await readJsonBody(c);
    const ctx = context(c);
    const row = findRow(ctx, 'withdrawal', requiredInt(body, 'id', { min: 1 }));
    if (typeof body.approved !== 'boolean') throw badRequest('参数 approved 必须是 true 或 false');
    const remark = (optionalString(body, 'remark', { max: 200 }) ?? '').trim();
    if (!body.approved && remark === '') throw badRequest('驳回时参数 remark 不能为空');
    if (row.status !== 'pending') throw badRequest(`提现申请 ${row.id} 已审核，不能重复审核`);
    Object.assign(row, {
      status: body.approved ? 'approved' : 'rejected',
      reviewer: c.get('account').nickname,
      reviewedAt: ctx.now,
      remark,
    });
    changed(c, `${body.approved ? 'approved' : 'rejected'} withdrawal ${row.id}`);
    return ok(c, present(withdrawal, row, ctx));
  });

  return routes;
}
