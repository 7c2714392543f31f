import { describe, expect, it } from 'vitest';
import * as auth from '../../../../src/core/api/endpoints/auth.ts';
import * as menu from '../../../../src/core/api/endpoints/menu.ts';
import * as role from '../../../../src/core/api/endpoints/role.ts';
import * as convention from '../../../../src/core/resources/convention.ts';
import * as withdrawalAudit from '../../../../src/features/business/withdrawalAudit.ts';
import type { ApiClient } from '../../../../src/core/api/client.ts';
import { RESOURCE_LIST } from '../../../../src/features/areas.ts';
import { buildReport } from '../../../../src/core/support/callReport.ts';
import { createCallLog, describeCall } from '../../../../src/platform/http/callLog.ts';
import { SIGN_OUT_REQUEST, signInRequest } from '../../../../src/platform/http/loggedGateway.ts';
import type { ApiRequest } from '../../../../src/contract/platform.ts';

/** Distinctive values: none of them may reach the log or the report. */
const SECRETS = {
  password: 'S3cret-pw-1',
  newPassword: 'S3cret-pw-2',
  recordPassword: 'S3cret-pw-3',
  smsCode: '864209',
  captcha: 'k7Qz',
  token: 'tok-9d41c7e2b8a05f36',
};
/** What stays: the log is useless to support staff without it. */
const KEPT = { userName: 'zhang.san', mobile: '13912345678', uuid: 'uuid-2b7e1516-28ae', page: 3 };

/** An ApiClient that records every request and answers something plausible for it. */
function recordingClient() {
  const requests: ApiRequest[] = [];
  const api: ApiClient = {
    observe: () => () => undefined,
    async call<T>(request: ApiRequest): Promise<T> {
      requests.push(request);
      const answer =
        request.responseType === 'image'
          ? 'data:image/png;base64,iVBORw0KGgo='
          : request.url.endsWith('/list')
            ? { list: [{ id: 1, menuId: 1, roleId: 1, name: 'x', roleName: 'x' }], totalCount: 1 }
            : { id: 1 };
      return answer as T;
    },
  };
  return { api, requests };
}

/** Every function the endpoint modules export that sends a request, each called once (or once per branch). */
const ENDPOINT_CALLS: Record<string, Record<string, (api: ApiClient) => Promise<unknown>>> = {
  auth: {
    fetchCaptcha: (api) => auth.fetchCaptcha(api, KEPT.uuid),
    requestSmsCode: (api) => auth.requestSmsCode(api, KEPT.mobile),
    resetPasswordBySms: (api) =>
      auth.resetPasswordBySms(api, { mobile: KEPT.mobile, password: SECRETS.newPassword, smsCode: SECRETS.smsCode }),
    changePassword: (api) => auth.changePassword(api, { password: SECRETS.password, newPassword: SECRETS.newPassword }),
    fetchNav: (api) => auth.fetchNav(api),
  },
  menu: {
    listMenus: (api) => menu.listMenus(api),
    createMenu: (api) =>
      menu.createMenu(api, {
        parentId: 0,
        name: 'Users',
        url: 'business/user',
        perms: 'sys:user:list',
        type: 1,
        icon: 'pi pi-user',
        orderNum: 1,
      }),
    updateMenu: (api) =>
      menu.updateMenu(api, {
        menuId: 7,
        parentId: 0,
        name: 'Users',
        url: 'business/user',
        perms: 'sys:user:list,sys:user:info',
        type: 1,
        icon: 'pi pi-user',
        orderNum: 2,
      }),
    deleteMenu: (api) => menu.deleteMenu(api, 7),
  },
  role: {
    listRoles: (api) => role.listRoles(api),
    saveRole: async (api) => {
      await role.saveRole(api, { roleName: 'Support', remark: 'new', menuIds: [1, 2] });
      await role.saveRole(api, { roleId: 3, roleName: 'Support', remark: 'changed', menuIds: [1] });
    },
    deleteRole: (api) => role.deleteRole(api, 3),
  },
  convention: {
    // Every call of every declared resource, the way the list and form screens make them.
    resourceApi: async (api) => {
      for (const def of RESOURCE_LIST) {
        const calls = convention.resourceApi(api, def);
        await calls.list({ page: KEPT.page, limit: 10, keyword: KEPT.userName, sort: 'id', order: 'desc' });
        await calls.info(1);
        await calls.create({ userName: KEPT.userName, mobile: KEPT.mobile, password: SECRETS.recordPassword });
        await calls.update({ id: 1, userName: KEPT.userName, confirmPassword: SECRETS.recordPassword });
        await calls.remove([1, 2]);
      }
    },
  },
  withdrawalAudit: {
    auditWithdrawal: (api) => withdrawalAudit.auditWithdrawal(api, { id: 12, approved: false, remark: 'duplicate' }),
  },
};
/** The calls of resourceApi(...), all covered above. */
const RESOURCE_CALLS = ['list', 'info', 'create', 'update', 'remove'];

/** Exports that only read answers or build names: they send nothing. */
const PURE = {
  auth: [],
  menu: ['readMenuEntity', 'readMenuList'],
  role: ['readRoleEntity'],
  convention: ['resourcePaths', 'resourcePermissions', 'readListAnswer'],
  withdrawalAudit: [],
};
const MODULES: Record<keyof typeof PURE, Record<string, unknown>> = { auth, menu, role, convention, withdrawalAudit };

/** The two shapes the gateways build themselves: sign-in (both kinds) and sign-out. */
const GATEWAY_REQUESTS: ApiRequest[] = [
  signInRequest({
    kind: 'password',
    payload: { userName: KEPT.userName, password: SECRETS.password, uuid: KEPT.uuid, captcha: SECRETS.captcha },
  }),
  signInRequest({ kind: 'sms', payload: { mobile: KEPT.mobile, smsCode: SECRETS.smsCode } }),
  SIGN_OUT_REQUEST,
];

/** Every request shape the console sends. */
async function everyRequest(): Promise<ApiRequest[]> {
  const { api, requests } = recordingClient();
  for (const group of Object.values(ENDPOINT_CALLS)) for (const send of Object.values(group)) await send(api);
  return [...requests, ...GATEWAY_REQUESTS];
}

const exportedFunctions = (module: Record<string, unknown>) =>
  Object.entries(module)
    .filter(([, value]) => typeof value === 'function')
    .map(([name]) => name)
    .sort();

describe('the request log and the report — no secret leaves the console', () => {
  it('covers every exported endpoint function: a new one fails here until it is added above', () => {
    for (const [name, module] of Object.entries(MODULES)) {
      const pure = PURE[name as keyof typeof PURE] as string[];
      const senders = exportedFunctions(module).filter((fn) => !pure.includes(fn));
      expect(senders, `endpoint functions of ${name}`).toEqual(Object.keys(ENDPOINT_CALLS[name]!).sort());
      for (const fn of pure) expect(exportedFunctions(module), `${name}.${fn} is still exported`).toContain(fn);
    }
    const { api } = recordingClient();
    expect(Object.keys(convention.resourceApi(api, RESOURCE_LIST[0]!)).sort()).toEqual([...RESOURCE_CALLS].sort());
  });

  it('the shapes do carry the secrets (the check below is not empty)', async () => {
    const requests = await everyRequest();
    const sent = JSON.stringify(requests);
    for (const secret of Object.values(SECRETS).filter((s) => s !== SECRETS.token)) expect(sent).toContain(secret);
    // One request per call, every resource's five calls, the two saves of a role, and the gateways' three.
    expect(requests.length).toBe(5 + 4 + 4 + RESOURCE_LIST.length * 5 + 1 + 3);
  });

  it('every request shape the console sends leaves no secret in the log or the report', async () => {
    const requests = await everyRequest();
    const log = createCallLog(undefined, 1000);
    const replies = [
      {
        ok: true as const,
        status: 200,
        body: { code: 0, data: { token: SECRETS.token, echo: `Bearer ${SECRETS.token}` } },
      },
      {
        ok: false as const,
        kind: 'http' as const,
        status: 401,
        body: { code: 'A0230', msg: `token ${SECRETS.token} expired`, data: [SECRETS.token] },
      },
    ];
    for (const request of requests)
      for (const reply of replies)
        await log.record(describeCall(request, reply, { at: Date.UTC(2026, 0, 1), durationMs: 12 }, [SECRETS.token]));

    const calls = await log.list();
    expect(calls).toHaveLength(requests.length * replies.length);
    const report = buildReport(calls, {
      callsOf: 'The calls of Ann (id:7) since signing in',
      shell: 'web',
      browser: 'Chromium 140',
      language: 'en',
      route: '/business/user?page=3',
      now: new Date(Date.UTC(2026, 0, 1, 8)),
    });

    for (const [where, text] of [
      ['the log', JSON.stringify(calls)],
      ['the report', report],
    ] as const) {
      for (const [name, secret] of Object.entries(SECRETS)) expect(text, `${name} in ${where}`).not.toContain(secret);
      expect(text, `userName in ${where}`).toContain(`"userName":${where === 'the log' ? '' : ' '}"${KEPT.userName}"`);
      expect(text, `mobile in ${where}`).toContain(KEPT.mobile);
      expect(text, `uuid in ${where}`).toContain(KEPT.uuid);
      expect(text, `page in ${where}`).toContain(`"page":${where === 'the log' ? '' : ' '}${KEPT.page}`);
    }
  });

  it('each secret-bearing request keeps its fields, the secret ones redacted', () => {
    const token = SECRETS.token;
    const reply = { ok: true as const, status: 200, body: { code: 0, data: { token } } };
    const at = { at: 0, durationMs: 1 };
    expect(describeCall(GATEWAY_REQUESTS[0]!, reply, at, [token]).request).toEqual({
      data: { userName: KEPT.userName, password: '[redacted]', uuid: KEPT.uuid, captcha: '[redacted]' },
    });
    expect(describeCall(GATEWAY_REQUESTS[1]!, reply, at, [token]).request).toEqual({
      data: { mobile: KEPT.mobile, smsCode: '[redacted]' },
    });
    expect(describeCall(SIGN_OUT_REQUEST, reply, at, [token])).toMatchObject({
      method: 'GET',
      path: '/api/sys/exit',
      request: { params: { Token: '[redacted]' } },
      reply: { code: 0, data: { token: '[redacted]' } },
    });
  });
});
