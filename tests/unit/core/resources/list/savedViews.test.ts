import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { area } from './sample.ts';
import { buildListParams, initialListState } from '../../../../../src/core/resources/params.ts';
import { listColumns } from '../../../../../src/core/resources/fields.ts';
import { readColumnView, storedColumnView } from '../../../../../src/core/resources/list/columnPrefs.ts';
import {
  addView,
  ALL_VIEW,
  cleanViewName,
  declaredState,
  deleteView,
  findView,
  MAX_VIEW_NAME,
  MAX_VIEW_QUERY,
  MAX_VIEWS,
  NO_VIEWS,
  openingView,
  pickListViews,
  queryState,
  readListViews,
  renameView,
  sameView,
  setDefaultView,
  stateOfView,
  storedListViews,
  updateView,
  viewNameError,
  viewNameOf,
  viewQuery,
  viewsBucket,
  withListViews,
  type ListViews,
  type SavedView,
  type ViewsChange,
} from '../../../../../src/core/resources/list/savedViews.ts';
import { withdrawal } from '../../../../../src/features/business/areas.ts';
import type { ListViewDef } from '../../../../../src/core/resources/types.ts';

const columns = { order: ['id', 'name'], hidden: ['name'], shown: [], density: 'compact' };
const view = (name: string, query = 'status=1'): SavedView => ({ name, query, columns });
const views = (...names: string[]): ListViews => ({ views: names.map((n) => view(n)), defaultView: null });
const ok = (change: ViewsChange): ListViews => {
  if (!change.ok) throw new Error(`refused: ${change.error}`);
  return change.views;
};
const RESERVED = [ALL_VIEW, 'All'];

describe('saved views: what is stored is untrusted when read back (issue: saved views)', () => {
  it('nothing stored yet: no view, no default, nothing to say', () => {
    expect(readListViews(undefined)).toEqual({ views: [], defaultView: null, problem: null });
  });

  it('an entry that is not a list of views is read as none, with a message, never an error', () => {
    for (const corrupt of [null, 0, 'views', [], [view('a')], {}, { views: 'a' }, { views: { 0: view('a') } }, true])
      expect(readListViews(corrupt), JSON.stringify(corrupt)).toEqual({
        views: [],
        defaultView: null,
        problem: { kind: 'unreadable' },
      });
  });

  it('a view that does not hold is left out and counted: the others stay', () => {
    const read = readListViews({
      views: [
        view('Big users'),
        null,
        'view',
        { name: 7, query: '' },
        { name: '', query: '' },
        { name: '  padded  ', query: '' },
        { name: 'x'.repeat(MAX_VIEW_NAME + 1), query: '' },
        { name: 'bell\u0007', query: '' },
        { name: 'No query' },
        { name: 'Long query', query: 'a'.repeat(MAX_VIEW_QUERY + 1) },
        // The same name again, in another case: the first stays.
        view('BIG USERS', 'status=0'),
        { name: '<img src=x onerror=alert(1)>', query: 'evil=1', columns: 'nope' },
        { name: '__proto__', query: '', columns: { order: [1, 'id', { a: 1 }], hidden: 'name', density: 9 } },
      ],
      default: 'Big users',
    });
    expect(read.views.map((v) => v.name)).toEqual(['Big users', '<img src=x onerror=alert(1)>', '__proto__']);
    expect(read.problem).toEqual({ kind: 'skipped', count: 10 });
    expect(read.defaultView).toBe('Big users');
    // Columns keep only what they may hold; the area's columns are checked when the view applies.
    expect(read.views[1]!.columns).toEqual({ order: [], hidden: [], shown: [], density: '' });
    expect(read.views[2]!.columns).toEqual({ order: ['id'], hidden: [], shown: [], density: '' });
  });

  it(`at most ${MAX_VIEWS} views are read; the rest are counted as left out`, () => {
    const many = Array.from({ length: MAX_VIEWS + 5 }, (_, i) => view(`View ${i}`));
    const read = readListViews({ views: many });
    expect(read.views).toHaveLength(MAX_VIEWS);
    expect(read.problem).toEqual({ kind: 'skipped', count: 5 });
  });

  it('a default that is no name is none', () => {
    for (const stated of [7, '', 'x'.repeat(41), { name: 'a' }, ' a'])
      expect(readListViews({ views: [], default: stated }).defaultView).toBeNull();
  });

  it('any stored value at all: no throw, at most the limit, every name one a view may have', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.anything(), (json, anything) => {
        for (const stored of [json, { views: json }, { views: [json, anything], default: json }, anything]) {
          const read = readListViews(stored);
          expect(read.views.length).toBeLessThanOrEqual(MAX_VIEWS);
          for (const v of read.views) expect(viewNameOf(v.name)).toBe(v.name);
        }
      }),
    );
  });

  it('kept per account and API host: another account, or the same account on another host, reads none', () => {
    const mine = viewsBucket('https://api.example.com', 'id:1');
    const stored = JSON.parse(JSON.stringify(withListViews(undefined, mine, 'user', views('Mine'))));
    expect(pickListViews(stored, mine, 'user').views.map((v) => v.name)).toEqual(['Mine']);
    expect(pickListViews(stored, viewsBucket('https://api.example.com', 'id:2'), 'user').views).toEqual([]);
    expect(pickListViews(stored, viewsBucket('https://staging.example.com', 'id:1'), 'user').views).toEqual([]);
    expect(pickListViews(stored, mine, 'points').views).toEqual([]);
    // A hostile table: prototype keys are plain keys, never the object's prototype.
    const hostile = JSON.parse(`{"__proto__": {"user": {"views": [${JSON.stringify(view('Evil'))}]}}}`);
    expect(pickListViews(hostile, mine, 'user').views).toEqual([]);
  });

  it('round-trips through what is stored; no view and no default removes the entry', () => {
    const kept: ListViews = { views: [view('A'), view('B', 'keyword=x')], defaultView: 'B' };
    expect(readListViews(JSON.parse(JSON.stringify(storedListViews(kept))))).toEqual({ ...kept, problem: null });
    expect(storedListViews(NO_VIEWS)).toBeUndefined();
    const bucket = viewsBucket('h', 'a');
    const table = withListViews(withListViews(undefined, bucket, 'user', kept), bucket, 'user', NO_VIEWS);
    expect(pickListViews(table, bucket, 'user')).toEqual({ ...NO_VIEWS, problem: null });
  });
});

describe('saved views: names', () => {
  it('empty, too long and taken names are refused, each with its reason', () => {
    expect(viewNameError('', [])).toBe('empty');
    expect(viewNameError('  \t ', [])).toBe('empty');
    expect(viewNameError('x'.repeat(MAX_VIEW_NAME), [])).toBeNull();
    expect(viewNameError('x'.repeat(MAX_VIEW_NAME + 1), [])).toBe('tooLong');
    // Characters, not UTF-16 units: forty emoji are forty characters.
    expect(viewNameError('🚗'.repeat(MAX_VIEW_NAME), [])).toBeNull();
    expect(viewNameError('Pending', ['pending'])).toBe('duplicate');
    expect(viewNameError(' Ｐｅｎｄｉｎｇ ', ['Pending'])).toBe('duplicate');
    expect(viewNameError('all', RESERVED)).toBe('duplicate');
  });

  it('a name is kept with its spaces tidied and control characters out', () => {
    expect(cleanViewName('  Big \n\t users\u0000 ')).toBe('Big users');
    expect(ok(addView(NO_VIEWS, view('  Big   users '), RESERVED)).views[0]!.name).toBe('Big users');
  });

  it('the address names a view only by a name a view can have', () => {
    expect(viewNameOf('Big users')).toBe('Big users');
    expect(viewNameOf(null)).toBeNull();
    expect(viewNameOf('')).toBeNull();
    expect(viewNameOf(' padded')).toBeNull();
    expect(viewNameOf('x'.repeat(MAX_VIEW_NAME + 1))).toBeNull();
    expect(viewNameOf('a\u0000b')).toBeNull();
  });
});

describe('saved views: save, rename, update, delete, default', () => {
  it(`a list keeps at most ${MAX_VIEWS} views: the next is refused with "limit"`, () => {
    const full = views(...Array.from({ length: MAX_VIEWS - 1 }, (_, i) => `V${i}`));
    const thirty = ok(addView(full, view('Last'), RESERVED));
    expect(thirty.views).toHaveLength(MAX_VIEWS);
    expect(addView(thirty, view('One more'), RESERVED)).toEqual({ ok: false, error: 'limit' });
  });

  it('a new view cannot take the name of another, of All or of an area view', () => {
    expect(addView(views('Mine'), view('MINE'), RESERVED)).toEqual({ ok: false, error: 'duplicate' });
    expect(addView(NO_VIEWS, view('All'), RESERVED)).toEqual({ ok: false, error: 'duplicate' });
    expect(addView(NO_VIEWS, view(''), RESERVED)).toEqual({ ok: false, error: 'empty' });
  });

  it('rename: its own name in another case is fine, another view’s is not; the default follows', () => {
    const start = { ...views('A', 'B'), defaultView: 'A' };
    expect(ok(renameView(start, 'A', 'a', RESERVED)).views.map((v) => v.name)).toEqual(['a', 'B']);
    expect(renameView(start, 'A', 'b', RESERVED)).toEqual({ ok: false, error: 'duplicate' });
    expect(renameView(start, 'A', 'x'.repeat(41), RESERVED)).toEqual({ ok: false, error: 'tooLong' });
    expect(renameView(start, 'Gone', 'C', RESERVED)).toEqual({ ok: false, error: 'missing' });
    const renamed = ok(renameView(start, 'A', 'Renamed', RESERVED));
    expect(renamed.defaultView).toBe('Renamed');
    expect(ok(renameView(start, 'B', 'C', RESERVED)).defaultView).toBe('A');
  });

  it('update keeps the list and columns shown now under the same name', () => {
    const next = ok(updateView(views('A', 'B'), 'B', { query: 'keyword=x', columns: { ...columns, hidden: [] } }));
    expect(next.views[1]).toEqual({ name: 'B', query: 'keyword=x', columns: { ...columns, hidden: [] } });
    expect(next.views[0]).toEqual(view('A'));
    expect(updateView(views('A'), 'Z', { query: '', columns })).toEqual({ ok: false, error: 'missing' });
  });

  it('delete: the view goes, and the default with it', () => {
    const next = ok(deleteView({ ...views('A', 'B'), defaultView: 'b' }, 'B'));
    expect(next).toEqual({ views: [view('A')], defaultView: null });
    expect(ok(deleteView({ ...views('A', 'B'), defaultView: 'A' }, 'B')).defaultView).toBe('A');
    expect(deleteView(views('A'), 'Z')).toEqual({ ok: false, error: 'missing' });
  });

  it('default: a saved or declared view; All or none means the list opens with All', () => {
    expect(ok(setDefaultView(views('A'), 'A')).defaultView).toBe('A');
    expect(ok(setDefaultView(views('A'), 'pending')).defaultView).toBe('pending');
    expect(ok(setDefaultView({ ...views('A'), defaultView: 'A' }, ALL_VIEW)).defaultView).toBeNull();
    expect(ok(setDefaultView({ ...views('A'), defaultView: 'A' }, null)).defaultView).toBeNull();
  });
});

describe('saved views: applied to the list', () => {
  const declared: ListViewDef[] = [{ key: 'cars', label: 'v.cars', filters: () => ({ kind: 'car' }) }];

  it('a view keeps the list’s query at its first page, and gives the same list call back', () => {
    const state = {
      ...initialListState(area),
      first: 40,
      rows: 20,
      keyword: '王',
      sortField: 'points',
      sortOrder: 1 as const,
      filters: { status: 0, points: [100, null], tagIds: [3, 5] },
    };
    const query = viewQuery(area, state);
    expect(query).not.toContain('page=');
    const back = queryState(area, query);
    expect(buildListParams(area, back)).toEqual(buildListParams(area, { ...state, first: 0 }));
    expect(sameView(back, state)).toBe(true);
    expect(sameView(back, { ...state, rows: 50 })).toBe(false);
  });

  it('a stored query the area does not take reaches no call: unknown and unfit parameters are left out', () => {
    const state = queryState(area, 'evil=1&password=x&status=banana&sort=secret&limit=9999&page=7&name=%E7%8E%8B');
    expect(buildListParams(area, state)).toEqual({ page: 1, limit: 10, sort: 'createdAt', order: 'desc', name: '王' });
  });

  it('a saved view brings its columns; unknown columns in it are ignored', () => {
    const cols = listColumns({
      fields: [
        { key: 'id', label: 'id', type: 'number', list: true },
        { key: 'name', label: 'name', type: 'text', list: true },
      ],
    });
    const kept = storedColumnView({ order: ['name', 'id'], visible: ['name'], density: 'compact' }, cols);
    const read = readListViews({
      views: [{ name: 'V', query: '', columns: { ...kept, order: ['gone', ...kept.order] } }],
    });
    expect(readColumnView(read.views[0]!.columns, cols)).toEqual({
      order: ['name', 'id'],
      visible: ['name'],
      density: 'compact',
    });
  });

  it('All, then the area’s views by key, then the person’s own by name', () => {
    const mine = [view('Mine'), view('cars')];
    expect(findView(ALL_VIEW, declared, mine)?.kind).toBe('all');
    expect(findView('cars', declared, mine)).toMatchObject({ kind: 'declared', name: 'cars' });
    expect(findView('Mine', declared, mine)).toMatchObject({ kind: 'saved', name: 'Mine' });
    expect(findView('Someone else’s', declared, mine)).toBeNull();
    expect(findView(null, declared, mine)).toBeNull();
    expect(stateOfView(area, { kind: 'all', name: ALL_VIEW }, new Date())).toEqual(initialListState(area));
    expect(stateOfView(area, findView('cars', declared, mine)!, new Date()).filters).toEqual({ kind: 'car' });
  });

  it('the default opens the list only when the address names neither filters nor a view', () => {
    const kept = { views: [view('Mine')], defaultView: 'Mine' };
    expect(openingView('', null, kept, declared)).toMatchObject({ kind: 'saved', name: 'Mine' });
    expect(openingView('status=1', null, kept, declared)).toBeNull();
    // The person chose All (or cleared the filters) while a default exists: the address says so.
    expect(openingView('', ALL_VIEW, kept, declared)).toBeNull();
    expect(openingView('', 'Mine', kept, declared)).toBeNull();
    // A hidden list (no address) and a default that is gone open nothing.
    expect(openingView(null, null, kept, declared)).toBeNull();
    expect(openingView('', null, { ...kept, defaultView: 'Gone' }, declared)).toBeNull();
    expect(openingView('', null, { ...kept, defaultView: 'cars' }, declared)).toMatchObject({ kind: 'declared' });
    expect(openingView('', null, NO_VIEWS, declared)).toBeNull();
  });

  it('the withdrawals area declares Pending and Rejected this week, whose filters its list takes', () => {
    const monday = new Date(2026, 2, 16, 10, 0, 0);
    const thursday = new Date(2026, 2, 19, 18, 30, 0);
    const byKey = new Map((withdrawal.views ?? []).map((v) => [v.key, v]));
    expect([...byKey.keys()]).toEqual(['pending', 'rejected-this-week']);
    expect(buildListParams(withdrawal, declaredState(withdrawal, byKey.get('pending')!, thursday))).toMatchObject({
      status: 'pending',
    });
    const rejected = declaredState(withdrawal, byKey.get('rejected-this-week')!, thursday);
    expect(rejected.filters).toEqual({ status: 'rejected', createdAt: ['2026-03-16', '2026-03-19'] });
    expect(declaredState(withdrawal, byKey.get('rejected-this-week')!, monday).filters.createdAt).toEqual([
      '2026-03-16',
      '2026-03-16',
    ]);
  });
});
