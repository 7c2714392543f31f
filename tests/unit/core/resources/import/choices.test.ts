// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../../../src/core/api/client.ts';
import { loadImportContext, MAX_RELATED } from '../../../../../src/core/resources/import/choices.ts';
import { cellToValue } from '../../../../../src/core/resources/import/convert.ts';
import { importFields } from '../../../../../src/core/resources/import/headers.ts';
import { vehicle } from '../../../../../src/features/config/areas.ts';
import { personnel } from '../../../../../src/features/organization/areas.ts';
import { points } from '../../../../../src/features/business/areas.ts';
import { BOTH } from './texts.ts';

/** An API whose list calls answer `total` brands, a page at a time (or roles as a plain array). */
function fakeApi(total: number) {
  const calls: { url: string; params: Record<string, unknown> }[] = [];
  const api = {
    async call(request: { url: string; params?: Record<string, unknown> }) {
      const params = request.params ?? {};
      calls.push({ url: request.url, params });
      if (request.url.includes('/role/')) return [{ roleId: 2, roleName: '运营' }];
      const page = Number(params.page);
      const limit = Number(params.limit);
      const list = Array.from({ length: Math.max(0, Math.min(limit, total - (page - 1) * limit)) }, (_, i) => {
        const id = (page - 1) * limit + i + 1;
        return { id, name: id === 1 ? '宝马' : `记录${id}` };
      });
      return { list, totalCount: total };
    },
  } as unknown as ApiClient;
  return { api, calls };
}

const all = () => true;

describe('what an import reads cells against', () => {
  it('lists each relation once, a page of 500 at a time, and names its records', async () => {
    const { api, calls } = fakeApi(1200);
    const ctx = await loadImportContext(api, importFields(vehicle), BOTH, all);
    expect(calls.map((c) => [c.url, c.params.page, c.params.limit])).toEqual([
      ['/api/config/brand/list', 1, 500],
      ['/api/config/brand/list', 2, 500],
      ['/api/config/brand/list', 3, 500],
    ]);
    expect(ctx.choices.get('brandId')).toHaveLength(1200);
    expect(ctx.idsOnly?.size).toBe(0);
    const brandId = importFields(vehicle).find((f) => f.key === 'brandId')!;
    expect(cellToValue(brandId, '宝马', ctx)).toEqual({ value: 1 });
    // Choice fields get their labels in both languages, without a call.
    expect(ctx.choices.get('energyType')!.find((c) => c.value === 'electric')!.names).toEqual(
      expect.arrayContaining(['electric', '纯电动']),
    );
  });

  it('stops at the most records it lists: past them a cell may give an id', async () => {
    const { api, calls } = fakeApi(MAX_RELATED + 10);
    const ctx = await loadImportContext(api, importFields(vehicle), BOTH, all);
    expect(calls).toHaveLength(MAX_RELATED / 500);
    expect(ctx.idsOnly?.has('brandId')).toBe(true);
  });

  it('reads a plain array (roles) in one call; takes ids only where the list may not be read', async () => {
    const { api, calls } = fakeApi(3);
    const noInstitutions = (permission: string) => permission !== 'sys:institution:list';
    const ctx = await loadImportContext(api, importFields(personnel), BOTH, noInstitutions);
    expect(calls.map((c) => c.url).sort()).toEqual(['/api/organization/position/list', '/api/sys/role/list']);
    expect(ctx.choices.get('roleIds')!.map((c) => [c.value, c.label])).toEqual([[2, '运营']]);
    expect([...(ctx.idsOnly ?? [])]).toEqual(['institutionId']);
  });

  it('never lists a searched source (platform users): ids only', async () => {
    const { api, calls } = fakeApi(3);
    const ctx = await loadImportContext(api, importFields(points), BOTH, all);
    expect(calls).toEqual([]);
    expect(ctx.idsOnly?.has('userId')).toBe(true);
  });
});
