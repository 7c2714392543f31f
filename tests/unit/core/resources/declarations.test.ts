// @vitest-environment node
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import zhCn from '../../../../locales/zh-cn.json';
import { RESOURCE_LIST, resourceFor } from '../../../../src/features/areas.ts';
import { readListAnswer, resourcePaths, resourcePermissions } from '../../../../src/core/resources/convention.ts';
import { optionsOf } from '../../../../src/core/resources/format.ts';
import { formFields } from '../../../../src/core/resources/fields.ts';
import { PERMISSION_ROUTES } from '../../../../src/features/index.ts';
import { flattenRoutes } from '../../../../src/core/routes/resolve.ts';
import { ALL_PERMISSIONS } from '../../../../src/features/index.ts';
import { SERVER_RESOURCES } from '../../../../server/routes/business.ts';
import { ALL_VIEW, declaredState } from '../../../../src/core/resources/list/savedViews.ts';

const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('the API convention', () => {
  it('puts every area under /api/<group>/<area> with sys:<area>:<action> permissions', () => {
    expect(resourcePaths('business', 'user')).toMatchObject({
      list: '/api/business/user/list',
      item: '/api/business/user',
    });
    expect(resourcePaths('config', 'brand').info(7)).toBe('/api/config/brand/info/7');
    expect(resourcePermissions('tag')).toEqual({
      list: 'sys:tag:list',
      info: 'sys:tag:info',
      add: 'sys:tag:add',
      edit: 'sys:tag:edit',
      delete: 'sys:tag:delete',
    });
  });

  it('reads { list, totalCount }, and a plain array as one page', () => {
    expect(readListAnswer({ list: [{ id: 1 }, { nope: 1 }], totalCount: 40 })).toEqual({
      list: [{ id: 1 }],
      totalCount: 40,
    });
    expect(readListAnswer([{ id: 1 }, { id: 2 }])).toEqual({ list: [{ id: 1 }, { id: 2 }], totalCount: 2 });
    expect(readListAnswer(null)).toEqual({ list: [], totalCount: 0 });
  });
});

describe.each(RESOURCE_LIST.map((def) => [def.name, def] as const))('the declaration of %s', (name, def) => {
  const server = SERVER_RESOURCES.find((r) => r.area === name);

  it('has a route, follows the permission convention and the registry', () => {
    const route = flattenRoutes(PERMISSION_ROUTES).find((r) => r.name === name);
    expect(route?.path).toBe(`/${def.group}/${name}`);
    const convention = resourcePermissions(name);
    for (const [action, perm] of Object.entries(def.permissions)) {
      // Area-specific actions (sys:withdrawal:audit) follow the same shape.
      expect(perm).toBe(action in convention ? convention[action as keyof typeof convention] : `sys:${name}:${action}`);
    }
    for (const perm of Object.values(def.permissions)) expect(ALL_PERMISSIONS).toContain(perm);
  });

  it('is registered with the framework, and brings the dialogs of its custom actions itself', () => {
    expect(resourceFor(name)).toBe(def);
    for (const action of def.rowActions ?? []) {
      if (action.kind === 'custom')
        expect(typeof action.dialog === 'function' || typeof action.dialog === 'object', action.key).toBe(true);
    }
  });

  it('names every label, option and message in both languages', () => {
    const keys = [
      def.item,
      def.keyword,
      ...def.fields.flatMap((f) => [
        f.label,
        f.hint,
        f.unit,
        f.rules?.patternMessage,
        ...optionsOf(f).map((o) => o.label),
        f.relation?.none?.label,
      ]),
    ];
    keys.push(...(def.crossRules ?? []).map((r) => r.message));
    for (const action of def.rowActions ?? []) if (action.kind !== 'toggle') keys.push(action.label);
    keys.push(...(def.views ?? []).map((v) => v.label));
    for (const key of keys.filter((k): k is string => typeof k === 'string')) {
      expect(typeof lookup(en, key), `en ${key}`).toBe('string');
      expect(typeof lookup(zhCn, key), `zh-cn ${key}`).toBe('string');
    }
  });

  it('declares views whose filters and sort the list takes, each named as an address may name it', () => {
    const days = [new Date(2026, 0, 1), new Date(2026, 5, 15, 23, 59, 59)];
    for (const view of def.views ?? []) {
      expect(view.key, view.key).toMatch(/^[a-z][a-z0-9-]{0,39}$/);
      expect(view.key).not.toBe(ALL_VIEW);
      for (const now of days) {
        const filters = view.filters(now);
        // Nothing the view asks for is left out by the address rules: every filter reaches the call.
        expect(declaredState(def, view, now).filters, view.key).toEqual(filters);
        expect(Object.keys(filters).length).toBeGreaterThan(0);
      }
      if (view.sort) expect(declaredState(def, view, days[0]!).sortField).toBe(view.sort.field);
    }
    expect(new Set((def.views ?? []).map((v) => v.key)).size).toBe((def.views ?? []).length);
  });

  it('matches what the reference server offers: group, filters, sorting, writable fields and their rules', () => {
    expect(server, `server resource ${name}`).toBeDefined();
    expect(server!.group).toBe(def.group);
    const serverField = (key: string) => server!.fields.find((f) => f.key === key);
    for (const field of def.fields.filter((f) => f.filter))
      expect(serverField(field.key)?.filter, `filter ${field.key}`).toBeTruthy();
    for (const field of def.fields.filter((f) => f.sortable && f.key !== 'id'))
      expect(serverField(field.key)?.sortable, `sort ${field.key}`).toBe(true);
    if (def.defaultSort && def.defaultSort.field !== 'id')
      expect(serverField(def.defaultSort.field)?.sortable).toBe(true);
    for (const { field, readOnly } of formFields(def, 'add')) {
      if (readOnly) continue;
      const rule = serverField(field.key);
      expect(rule && !rule.readOnly, `writable ${field.key}`).toBeTruthy();
      expect(Boolean(field.rules?.required), `required ${field.key}`).toBe(Boolean(rule!.required));
      if (
        field.rules?.max !== undefined &&
        (field.type === 'text' || field.type === 'textarea' || field.type === 'richtext')
      )
        expect(field.rules.max).toBe(rule!.max);
      for (const option of field.type === 'enum' ? optionsOf(field) : []) expect(rule!.options).toContain(option.value);
    }
    expect(Boolean(def.permissions.add)).toBe(server!.writes.create);
    expect(Boolean(def.permissions.edit)).toBe(server!.writes.update);
    expect(Boolean(def.permissions.delete)).toBe(server!.writes.remove);
  });
});
