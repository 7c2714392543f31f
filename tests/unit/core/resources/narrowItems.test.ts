import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { itemLayout, listColumns } from '../../../../src/core/resources/fields.ts';
import { describeFilters } from '../../../../src/core/resources/components/ListStates.tsx';
import { user, withdrawal } from '../../../../src/features/business/areas.ts';
import type { ResourceDef } from '../../../../src/core/resources/types.ts';

const shown = (def: ResourceDef) => listColumns(def).map((c) => c.field);
const keys = (fields: readonly { key: string }[]) => fields.map((f) => f.key);

describe('a list at the side panel width shows each record as a compact item (issue 48)', () => {
  it("heads a user's item with the nickname and its status; mobile, tags and points under it", () => {
    const layout = itemLayout(user, shown(user));
    expect(layout.title?.key).toBe('nickname');
    expect(layout.status?.key).toBe('status');
    expect(keys(layout.summary)).toEqual(['mobile', 'tagIds', 'points']);
  });

  it('heads a withdrawal with its order number and the declared summary', () => {
    const layout = itemLayout(withdrawal, shown(withdrawal));
    expect(layout.title?.key).toBe('orderNo');
    expect(layout.status?.key).toBe('status');
    expect(keys(layout.summary)).toEqual(['userId', 'amount', 'channel']);
  });

  it('leaves no field a wide row shows out of the item: title, status, summary or its expansion', () => {
    for (const def of [user, withdrawal]) {
      const fields = shown(def);
      const layout = itemLayout(def, fields);
      const placed = [layout.status, ...layout.summary, ...layout.more].filter((f) => f !== null);
      for (const field of fields) {
        if (field === layout.title) continue;
        expect(placed, `${def.name}.${field.key}`).toContain(field);
      }
      // No field twice.
      expect(new Set(placed).size).toBe(placed.length);
    }
  });

  it('follows the column chooser: a hidden field is in no part of the item', () => {
    const fields = shown(user).filter((f) => f.key !== 'points');
    const layout = itemLayout(user, fields);
    expect(keys([...layout.summary, ...layout.more])).not.toContain('points');
  });
});

describe('an empty result says which filters caused it (issue 48)', () => {
  const t = ((key: string, values?: Record<string, string>) =>
    values ? `${key}(${Object.values(values).join('|')})` : key) as unknown as TFunction;

  it('names the keyword and each active filter with its chosen option', () => {
    expect(describeFilters(withdrawal, { keyword: ' 王 ', filters: { status: 'paid', channel: null } }, t)).toEqual([
      'list.empty.keyword(王)',
      'list.empty.filterIs(resources.withdrawal.fields.status|resources.enums.withdrawalStatus.paid)',
    ]);
  });

  it('names nothing when no filter applies, and leaves out the fixed ones', () => {
    expect(describeFilters(withdrawal, { keyword: '', filters: {} }, t)).toEqual([]);
    expect(describeFilters(withdrawal, { keyword: '', filters: { status: 'paid' } }, t, ['status'])).toEqual([]);
  });
});
