import { describe, expect, it } from 'vitest';
import {
  LOOKUP_COMMAND,
  LOOKUP_MENU_ID,
  LOOKUP_TTL_MS,
  lookupCommandTarget,
  lookupFromMenuClick,
  pendingLookups,
  selectionFromScript,
} from '../../../../src/platform/extension/supportDesk.ts';
import { memoryArea } from './memoryArea.ts';

const TAB = { id: 4, windowId: 2 };

describe('lookupFromMenuClick — "Look up in console" on selected text', () => {
  it('looks up the cleaned selection in the window of the tab', () => {
    expect(lookupFromMenuClick({ menuItemId: LOOKUP_MENU_ID, selectionText: ' 138 0000\n0001 ' }, TAB)).toEqual({
      windowId: 2,
      text: '138 0000 0001',
    });
  });

  it.each<[string, { menuItemId: unknown; selectionText?: unknown }]>([
    ['another menu entry', { menuItemId: 'other', selectionText: '13800000001' }],
    ['a menu id that only looks alike', { menuItemId: `${LOOKUP_MENU_ID} `, selectionText: '13800000001' }],
    ['no selection', { menuItemId: LOOKUP_MENU_ID }],
    ['an empty selection', { menuItemId: LOOKUP_MENU_ID, selectionText: '' }],
    ['a white-space selection', { menuItemId: LOOKUP_MENU_ID, selectionText: ' \n\t ' }],
    ['a selection of invisible characters', { menuItemId: LOOKUP_MENU_ID, selectionText: '\u200b\u0000' }],
    ['a selection that is no string', { menuItemId: LOOKUP_MENU_ID, selectionText: 13800000001 }],
    ['a selection that is an object', { menuItemId: LOOKUP_MENU_ID, selectionText: { toString: () => 'x' } }],
  ])('%s: nothing to look up', (_name, info) => {
    expect(lookupFromMenuClick(info, TAB)).toBeNull();
  });

  it.each<[string, { id?: number; windowId?: number } | undefined]>([
    ['no tab', undefined],
    ['a tab without a window', { id: 4 }],
    ['a tab in no window (WINDOW_ID_NONE)', { id: 4, windowId: -1 }],
  ])('%s: the lookup is kept, no window is named', (_name, tab) => {
    expect(lookupFromMenuClick({ menuItemId: LOOKUP_MENU_ID, selectionText: 'x' }, tab)).toEqual({
      windowId: null,
      text: 'x',
    });
  });

  it('a 10 kB selection is cut to 64 characters', () => {
    const lookup = lookupFromMenuClick({ menuItemId: LOOKUP_MENU_ID, selectionText: 'z'.repeat(10_000) }, TAB);
    expect(lookup).toEqual({ windowId: 2, text: 'z'.repeat(64) });
  });
});

describe('lookupCommandTarget — the keyboard command reads the active tab', () => {
  it('names the tab to read and the window whose panel opens', () => {
    expect(lookupCommandTarget(LOOKUP_COMMAND, TAB)).toEqual({ tabId: 4, windowId: 2 });
    expect(lookupCommandTarget(LOOKUP_COMMAND, { id: 0, windowId: -1 })).toEqual({ tabId: 0, windowId: null });
  });

  it.each<[string, unknown, { id?: number; windowId?: number } | undefined]>([
    ['another command', '_execute_action', TAB],
    ['no command', undefined, TAB],
    ['no tab', LOOKUP_COMMAND, undefined],
    ['a tab without an id', LOOKUP_COMMAND, { windowId: 2 }],
    ['a tab with TAB_ID_NONE', LOOKUP_COMMAND, { id: -1, windowId: 2 }],
  ])('%s: nothing to do', (_name, command, tab) => {
    expect(lookupCommandTarget(command, tab)).toBeNull();
  });
});

describe('selectionFromScript — what the page script answered', () => {
  it.each<[string, unknown, string]>([
    ['undefined', undefined, ''],
    ['null', null, ''],
    ['no results', [], ''],
    ['a result without a value', [{}], ''],
    ['a null result', [null], ''],
    ['a number', [{ result: 5 }], ''],
    ['an object', [{ result: { text: 'x' } }], ''],
    ['a string instead of a list', 'x', ''],
    ['a text', [{ result: '  x ' }], 'x'],
    ['the first frame only', [{ result: 'first' }, { result: 'second' }], 'first'],
    ['a long text, cut', [{ result: 'y'.repeat(300) }], 'y'.repeat(64)],
    ['a text with control characters', [{ result: 'a\u0000b\nc' }], 'a b c'],
  ])('%s: %j', (_name, results, text) => {
    expect(selectionFromScript(results)).toBe(text);
  });
});

describe('pendingLookups — the lookup left for the side panel, taken once', () => {
  const KEY = 'pending-lookup';

  function setup(start = 1_000_000) {
    const area = memoryArea();
    let now = start;
    const lookups = pendingLookups(area, () => now);
    return {
      area,
      lookups,
      advance: (ms: number) => {
        now += ms;
      },
    };
  }

  it('a lookup put is taken once: the second take finds nothing', async () => {
    const { area, lookups } = setup();
    await lookups.put(' 138 0000 0001 ');
    expect(area.items.get(KEY)).toEqual({ text: '138 0000 0001', at: 1_000_000 });
    expect(await lookups.take()).toBe('138 0000 0001');
    expect(await lookups.take()).toBeNull();
    expect(area.items.has(KEY)).toBe(false);
  });

  it('a later lookup replaces a waiting one', async () => {
    const { lookups } = setup();
    await lookups.put('first');
    await lookups.put('second');
    expect(await lookups.take()).toBe('second');
    expect(await lookups.take()).toBeNull();
  });

  it('stores only the cleaned text, cut to 64 characters', async () => {
    const { area, lookups } = setup();
    await lookups.put(`${'q'.repeat(100)}\u0000`);
    expect(area.items.get(KEY)).toEqual({ text: 'q'.repeat(64), at: 1_000_000 });
  });

  it.each(['', '   ', '\n\t', '\u200b'])('a put of %j stores nothing', async (text) => {
    const { area, lookups } = setup();
    await lookups.put(text);
    expect(area.items.has(KEY)).toBe(false);
    expect(area.events).toEqual([]);
    expect(await lookups.take()).toBeNull();
  });

  it.each([
    ['taken at once', 0, 'x'],
    ['taken just before it expires', LOOKUP_TTL_MS, 'x'],
    ['taken after it expired', LOOKUP_TTL_MS + 1, null],
    ['taken an hour later', 3_600_000, null],
    ['the clock went backwards', -1, null],
  ])('%s: %j', async (_name, later, text) => {
    const { lookups, advance, area } = setup();
    await lookups.put('x');
    advance(later);
    expect(await lookups.take()).toBe(text);
    // Taken or expired, it is gone.
    expect(area.items.has(KEY)).toBe(false);
  });

  it('waits two minutes', () => {
    expect(LOOKUP_TTL_MS).toBe(120_000);
  });

  it.each<[string, unknown]>([
    ['a string', 'x'],
    ['a number', 5],
    ['null', null],
    ['an object without a time', { text: 'x' }],
    ['an object with a text time', { text: 'x', at: '1000000' }],
    ['an object without a text', { at: 1_000_000 }],
    ['a text that is no string', { text: 42, at: 1_000_000 }],
    ['an empty text', { text: '   ', at: 1_000_000 }],
  ])('a stored value that is junk (%s): null, and it is removed', async (_name, value) => {
    const { area, lookups } = setup();
    area.items.set(KEY, value);
    expect(await lookups.take()).toBeNull();
    expect(area.items.has(KEY)).toBe(false);
  });

  it('a stored text is cleaned again when taken', async () => {
    const { area, lookups } = setup();
    area.items.set(KEY, { text: ` ${'w'.repeat(500)}\u0000`, at: 1_000_000 });
    expect(await lookups.take()).toBe('w'.repeat(64));
  });
});

describe('pendingLookups — two takes at once', () => {
  it('only one of them gets the lookup', async () => {
    const store = new Map<string, unknown>();
    // A storage area whose reads answer later than its writes are made, as across processes.
    const area = {
      async get(key: string) {
        const answer = store.has(key) ? { [key]: store.get(key) } : {};
        await new Promise((r) => setTimeout(r, 5));
        return answer;
      },
      async set(items: Record<string, unknown>) {
        for (const [k, v] of Object.entries(items)) store.set(k, v);
      },
      async remove(key: string) {
        store.delete(key);
      },
    };
    const lookups = pendingLookups(area);
    await lookups.put('13800000001');
    const answers = await Promise.all([lookups.take(), lookups.take(), lookups.take()]);
    expect(answers.filter((a) => a !== null)).toEqual(['13800000001']);
  });
});
