// @vitest-environment node
/**
 * ARCHITECTURE "How to add … an area": a plain area is its declaration (src/contract/areas.ts), its
 * locale lines and its seed recipe, and nothing else. The fixture area "coupons" is declared in one
 * place (fixtures/couponsArea.ts) and added to the declarations as a new entry would be; with no
 * other file edited it gets its list, menu entry, permissions, server routes, seed data and server
 * message terms, and a data file written before it keeps its records.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { COUPON_COUNT, withCoupons } from './fixtures/couponsArea.ts';

const DECLARATIONS = '../../../src/contract/areas.ts';
const NOW = new Date(2026, 5, 15, 10, 30).getTime();

/** The modules as they load with the declarations as they are, or with the fixture area added. */
const MODULES = {
  seed: () => import('../../../server/business/seed.ts'),
  stateSeed: () => import('../../../server/seed.ts'),
  persistence: () => import('../../../server/persistence.ts'),
  harness: () => import('../server/harness.ts'),
  features: () => import('../../../src/features/index.ts'),
  areas: () => import('../../../src/features/areas.ts'),
  messages: () => import('../../../src/contract/serverMessages.ts'),
};

async function load<K extends keyof typeof MODULES>(
  coupons: boolean,
  ...names: K[]
): Promise<{ [N in K]: Awaited<ReturnType<(typeof MODULES)[N]>> }> {
  vi.resetModules();
  if (coupons) vi.doMock(DECLARATIONS, async () => withCoupons(await vi.importActual(DECLARATIONS)));
  else vi.doUnmock(DECLARATIONS);
  const loaded = await Promise.all(names.map(async (name) => [name, await MODULES[name]()] as const));
  return Object.fromEntries(loaded) as { [N in K]: Awaited<ReturnType<(typeof MODULES)[N]>> };
}

const dir = mkdtempSync(join(tmpdir(), 'add-area-'));
afterAll(() => {
  vi.doUnmock(DECLARATIONS);
  rmSync(dir, { recursive: true, force: true });
});

describe('a plain area declared in one place', { timeout: 30_000 }, () => {
  it('the console: its route, its list declaration (fields, keyword, sort) and its permission strings', async () => {
    const { features, areas } = await load(true, 'features', 'areas');
    const config = features.PERMISSION_ROUTES.find((route) => route.path === '/config')!;
    expect(config.children?.map((route) => route.path)).toContain('/config/coupons');
    const def = areas.resourceFor('coupons')!;
    expect(areas.RESOURCE_LIST).toContain(def);
    expect(def).toMatchObject({
      name: 'coupons',
      group: 'config',
      item: 'resources.coupons.item',
      keyword: 'resources.coupons.keyword',
      titleField: 'name',
      defaultSort: { field: 'id', order: 'asc' },
    });
    expect(def.fields.map((field) => [field.key, field.type, field.label])).toEqual([
      ['id', 'number', 'resources.common.id'],
      ['name', 'text', 'resources.coupons.fields.name'],
      ['amount', 'money', 'resources.coupons.fields.amount'],
      ['status', 'status', 'resources.coupons.fields.status'],
    ]);
    const permissions = ['list', 'info', 'add', 'edit', 'delete'].map((action) => `sys:coupons:${action}`);
    expect(Object.values(def.permissions)).toEqual(permissions);
    for (const permission of permissions) expect(features.ALL_PERMISSIONS).toContain(permission);
  });

  it('its name is a term of the server messages, in both languages', async () => {
    const { messages } = await load(true, 'messages');
    expect(messages.translateServerMessage('优惠券 99 不存在', 'en')).toBe('The coupon 99 does not exist');
    expect(messages.recogniseServerMessage('The coupon 99 does not exist')?.terms).toEqual({ area: 'coupons' });
  });

  it('the server: its menu entry with its buttons, its routes, its seed records and its message term', async () => {
    const { harness } = await load(true, 'harness');
    const t = await harness.startTestServer();
    try {
      const admin = await t.login(harness.ADMIN.userName, harness.ADMIN.password);
      const nav = (await t.call('GET', '/api/sys/menu/nav', { token: admin })).body.data;
      const config = nav.menuList.find((node: { url: string }) => node.url === 'config');
      expect(config.children.at(-1)).toMatchObject({ url: 'coupons', name: '优惠券管理', icon: 'gift', type: 1 });
      for (const action of ['list', 'info', 'add', 'edit', 'delete'])
        expect(nav.permissions).toContain(`sys:coupons:${action}`);

      const list = await t.call('GET', '/api/config/coupons/list?limit=100', { token: admin });
      expect(list.body.data.totalCount).toBe(COUPON_COUNT);
      expect(list.body.data.list[0]).toMatchObject({ id: 1, name: '满减券 1' });
      const found = await t.call('GET', '/api/config/coupons/list?keyword=%E5%88%B8%2012', { token: admin });
      expect(found.body.data.list.map((r: { id: number }) => r.id)).toEqual([12]);

      const added = await t.call('POST', '/api/config/coupons', { token: admin, body: { name: '新券', amount: 8.5 } });
      expect(added.body.data).toEqual({ id: COUPON_COUNT + 1, name: '新券', amount: 8.5, status: 1 });
      const edited = await t.call('PUT', '/api/config/coupons', { token: admin, body: { id: 1, amount: 9 } });
      expect(edited.body.data).toMatchObject({ id: 1, amount: 9 });
      expect((await t.call('DELETE', '/api/config/coupons', { token: admin, body: { ids: [1] } })).body.code).toBe(0);

      const gone = await t.call('GET', '/api/config/coupons/info/1', { token: admin });
      expect(gone.body).toEqual({ code: 'A0400', msg: '优惠券 1 不存在' });
      const english = await t.call('GET', '/api/config/coupons/info/1', {
        token: admin,
        headers: { 'Accept-Language': 'en' },
      });
      expect(english.body.msg).toBe('The coupon 1 does not exist');
    } finally {
      await t.stop();
    }
  });

  it('adding it changes no other area’s demo data', async () => {
    const before = (await load(false, 'seed')).seed.seedBusiness(NOW) as unknown as Record<string, unknown>;
    const after = (await load(true, 'seed')).seed.seedBusiness(NOW) as unknown as Record<string, unknown>;
    expect(after.coupons).toHaveLength(COUPON_COUNT);
    const { coupons: _, ...others } = after;
    expect(others).toEqual(before);
  });

  it('a data file written before it loads, keeps its records and gets the new area’s records and menu entries', async () => {
    const file = join(dir, 'state.json');
    const old = await load(false, 'stateSeed', 'persistence');
    const written = old.stateSeed.buildSeed();
    written.business.tag[0]!.name = '改过的标签';
    old.persistence.writeStateFile(file, written);

    const next = await load(true, 'persistence');
    const logs: string[] = [];
    const loaded = next.persistence.loadStateFile(file, { log: (line) => logs.push(line) });
    expect(logs.some((line) => line.includes('had no coupons'))).toBe(true);
    expect(loaded.business.tag[0]!.name).toBe('改过的标签');
    const { coupons, ...others } = loaded.business as unknown as Record<string, unknown[]>;
    expect(others).toEqual(written.business);
    expect(coupons).toHaveLength(COUPON_COUNT);
    expect(loaded.menus.slice(0, written.menus.length)).toEqual(written.menus);
    const screen = loaded.menus.find((menu) => menu.url === 'coupons')!;
    const directory = loaded.menus.find((menu) => menu.menuId === screen.parentId)!;
    expect(directory.url).toBe('config');
    expect(loaded.menus.filter((menu) => menu.parentId === screen.menuId).map((menu) => menu.perms)).toEqual([
      'sys:coupons:list,sys:coupons:info',
      'sys:coupons:add',
      'sys:coupons:edit',
      'sys:coupons:delete',
    ]);
  });
});
