import { describe, expect, it, vi } from 'vitest';
import { createSession } from '../../../../src/core/session/store.ts';
import { createApiClient } from '../../../../src/core/api/client.ts';
import { FakeGateway, navAnswer } from './fakeGateway.ts';
import { PERMISSION_ROUTES } from '../../../../src/features/index.ts';

describe('session — refreshing the nav after a menu change', () => {
  it('rebuilds routes and permissions without a reload, and keeps the session when it fails', async () => {
    const gateway = new FakeGateway();
    gateway.token = 't';
    const session = createSession({
      gateway,
      api: createApiClient(gateway, vi.fn()),
      onNavRejected: vi.fn(),
      routeTable: async () => PERMISSION_ROUTES,
    });
    gateway.answers.set('/api/sys/menu/nav', () => navAnswer());
    await session.start();
    expect(await session.refreshNav()).toBe(false); // routes not loaded yet: nothing to refresh
    await session.loadNav();
    gateway.answers.set('/api/sys/menu/nav', () =>
      navAnswer({ permissions: ['sys:menu:add'], menuList: [{ url: 'permission', children: [{ url: 'menu' }] }] }),
    );
    expect(await session.refreshNav()).toBe(true);
    expect(session.store.getState().routes.map((r) => r.name)).toEqual(['permission']);
    expect(session.store.getState().nav?.permissions).toEqual(['sys:menu:add']);
    gateway.answers.set('/api/sys/menu/nav', () => ({ ok: false, kind: 'network' }));
    expect(await session.refreshNav()).toBe(false);
    expect(session.store.getState()).toMatchObject({ status: 'loggedIn', routesLoaded: true });
  });
});
