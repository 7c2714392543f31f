import { describe, expect, it } from 'vitest';
import { defineArea, defineGroup, defineScreen } from '../../../src/core/resources/defineArea.ts';
import { resourceOf } from '../../../src/core/resources/declare.ts';
import { ALL_PERMISSIONS, FEATURE_GROUPS, PERMISSION_ROUTES, SCREENS } from '../../../src/features/index.ts';
import { RESOURCE_LIST } from '../../../src/features/areas.ts';
import { flattenRoutes } from '../../../src/core/routes/resolve.ts';
import { areasOf, permissionsOf } from '../../../src/contract/area.ts';
import { AREA_GROUPS } from '../../../src/contract/areas.ts';

/**
 * A feature is one folder: each group declares its areas once (`<group>/group.ts`), and the route
 * table, the screens and the permission strings the console checks are derived from those
 * declarations by the API convention (`/<group>/<area>`, `sys:<area>:<action>`, SPEC 2 and 5).
 */
describe('defineArea — an area declared once gives its route and its permission strings', () => {
  it('a plain area: a list screen at /<group>/<area>, kept alive, and sys:<area>:list|info|add|edit|delete', () => {
    const area = defineArea('config', 'garage', 'car');
    expect(area.route).toEqual({
      path: '/config/garage',
      name: 'garage',
      screen: 'resource-list',
      meta: { title: 'route.garage', icon: 'car', keepAlive: true },
    });
    expect(area.permissions).toEqual({
      list: 'sys:garage:list',
      info: 'sys:garage:info',
      add: 'sys:garage:add',
      edit: 'sys:garage:edit',
      delete: 'sys:garage:delete',
    });
  });

  it('fewer actions, actions of its own, a screen of its own and more meta', () => {
    const area = defineArea('business', 'withdrawal', 'money', {
      actions: ['list', 'info'],
      extra: { audit: 'sys:withdrawal:audit' },
      screen: 'user-look',
      meta: { hidden: true },
    });
    expect(area.permissions).toEqual({
      list: 'sys:withdrawal:list',
      info: 'sys:withdrawal:info',
      audit: 'sys:withdrawal:audit',
    });
    expect(area.route).toMatchObject({ screen: 'user-look', meta: { hidden: true, keepAlive: true } });
  });

  it('a group: its route redirects to its first item and always shows; its permissions are its areas’', () => {
    const a = defineArea('config', 'garage', 'car', { actions: ['list'] });
    const page = defineScreen('config', 'garage-look', 'incentive-form', { hidden: true });
    const group = defineGroup('config', 'setting', [a, page]);
    expect(group.route).toEqual({
      path: '/config',
      name: 'config',
      redirect: '/config/garage',
      meta: { title: 'route.config', icon: 'setting', alwaysShow: true },
      children: [
        a.route,
        {
          path: '/config/garage-look',
          name: 'garage-look',
          screen: 'incentive-form',
          meta: { title: 'route.garage-look', hidden: true },
        },
      ],
    });
    expect(group.permissions).toEqual(['sys:garage:list']);
  });
});

describe('the features composed: nothing lists a feature by hand', () => {
  it('the permission-based route groups are the groups’ own, in menu order', () => {
    expect(PERMISSION_ROUTES.map((route) => route.path)).toEqual([
      '/business',
      '/config',
      '/organization',
      '/permission',
    ]);
    expect(PERMISSION_ROUTES).toEqual(FEATURE_GROUPS.map((group) => group.route));
  });

  it('every area of the list framework has a route that shows it, and checks only permissions of the catalogue', () => {
    const byName = new Map(flattenRoutes(PERMISSION_ROUTES).map((route) => [route.name, route]));
    for (const def of RESOURCE_LIST) {
      expect(byName.get(def.name)?.path, def.name).toBe(`/${def.group}/${def.name}`);
      for (const permission of Object.values(def.permissions)) expect(ALL_PERMISSIONS).toContain(permission);
    }
  });

  it('the catalogue of permission strings, each once: the declared areas’ (src/contract/areas.ts), by the convention', () => {
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
    const declared = areasOf(AREA_GROUPS).flatMap((area) => Object.values<string>(permissionsOf(area)));
    expect([...ALL_PERMISSIONS].sort()).toEqual([...declared].sort());
    expect(declared).toContain('sys:withdrawal:audit');
    expect(declared).not.toContain('sys:points:edit');
  });

  it('each group’s areas in their declared order, each a route at /<group>/<area>', () => {
    expect(FEATURE_GROUPS.map((group) => group.route.name)).toEqual(AREA_GROUPS.map((group) => group.name));
    FEATURE_GROUPS.forEach((group, i) => {
      const areas = Object.keys(AREA_GROUPS[i]!.areas);
      const routes = (group.route.children ?? []).filter((route) => areas.includes(route.name));
      expect(routes.map((route) => route.path)).toEqual(areas.map((area) => `/${group.route.name}/${area}`));
    });
  });

  it('every screen a route names is registered', () => {
    for (const route of flattenRoutes(PERMISSION_ROUTES))
      if (route.screen) expect(SCREENS[route.screen], route.path).toBeDefined();
  });
});

describe('resourceOf — an area’s declaration takes its name, group, texts and permissions from the area', () => {
  it('item and keyword texts follow the name; the permissions are the area’s', () => {
    const area = defineArea('config', 'garage', 'car', { actions: ['list', 'info'] });
    const def = resourceOf(area, { titleField: 'name', fields: [] });
    expect(def).toEqual({
      name: 'garage',
      group: 'config',
      item: 'resources.garage.item',
      keyword: 'resources.garage.keyword',
      titleField: 'name',
      fields: [],
      permissions: { list: 'sys:garage:list', info: 'sys:garage:info' },
    });
  });

  it('a keyword text of its own, or none', () => {
    const area = defineArea('config', 'garage', 'car');
    expect(resourceOf(area, { fields: [], keyword: 'resources.common.search' }).keyword).toBe(
      'resources.common.search',
    );
    expect(resourceOf(area, { fields: [], keyword: false })).not.toHaveProperty('keyword');
  });

  it('every declared area is its group’s area: same name, group and permissions', () => {
    const byName = new Map(FEATURE_GROUPS.flatMap((group) => group.route.children ?? []).map((r) => [r.name, r]));
    for (const def of RESOURCE_LIST) expect(byName.get(def.name)?.path).toBe(`/${def.group}/${def.name}`);
  });
});
