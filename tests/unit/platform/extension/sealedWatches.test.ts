// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSealedWatchStore } from '../../../../src/platform/extension/sealedWatches.ts';
import { MAX_WATCHES, watchOf, type Watch } from '../../../../src/contract/watches.ts';
import { memoryArea } from './memoryArea.ts';

const HOST = 'https://a.example';
const ORDER = 'TX20261120009876';
const watch = watchOf('withdrawal', { id: 9876, orderNo: ORDER, status: 'pending', amount: 4321 })!;

function store() {
  const area = memoryArea();
  const key = crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  return { area, watches: createSealedWatchStore({ area, sealingKey: () => key }) };
}
const visible = (area: ReturnType<typeof memoryArea>) => JSON.stringify([Object.fromEntries(area.items), area.events]);

describe('Watch a case: watches belong to the account and host, sealed like drafts', () => {
  it('keeps an account’s watches at its host and gives them back', async () => {
    const { watches } = store();
    await watches.put('id:7', HOST, [watch]);
    expect(await watches.get('id:7', HOST)).toEqual([watch]);
    expect(await watches.get('id:8', HOST)).toEqual([]);
    expect(await watches.get('id:7', 'https://b.example')).toEqual([]);
  });

  it('sealed at rest: storage and its change events hold no order number, id, status or amount', async () => {
    const { area, watches } = store();
    await watches.put('id:7', HOST, [watch]);
    const seen = visible(area);
    for (const plain of [ORDER, '9876', 'pending', '4321', 'withdrawal', 'id:7']) expect(seen).not.toContain(plain);
    const [record] = [...area.items.values()] as Record<string, unknown>[];
    expect(Object.keys(record!).sort()).toEqual(['data', 'iv', 'v']);
  });

  it('a record moved to another account does not open, and is dropped', async () => {
    const { area, watches } = store();
    await watches.put('id:7', HOST, [watch]);
    await watches.put('id:8', HOST, [{ ...watch, id: 1 }]);
    const [mine, theirs] = [...area.items.keys()];
    area.items.set(theirs!, area.items.get(mine!));
    expect(await watches.get('id:8', HOST)).toEqual([]);
    expect(area.items.has(theirs!)).toBe(false);
    expect(await watches.get('id:7', HOST)).toEqual([watch]);
  });

  it(`keeps at most ${MAX_WATCHES}, and none removes the record`, async () => {
    const { area, watches } = store();
    const many: Watch[] = Array.from({ length: MAX_WATCHES + 5 }, (_, i) => ({ ...watch, id: i + 1 }));
    await watches.put('id:7', HOST, many);
    expect(await watches.get('id:7', HOST)).toHaveLength(MAX_WATCHES);
    await watches.put('id:7', HOST, []);
    expect(area.items.size).toBe(0);
  });
});
