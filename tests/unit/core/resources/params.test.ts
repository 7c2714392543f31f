import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  buildListParams,
  filterMode,
  initialListState,
  isActiveFilter,
  type ListState,
} from '../../../../src/core/resources/params.ts';
import { user } from '../../../../src/features/business/areas.ts';
import { serializeQuery } from '../../../../src/contract/query.ts';

const state = (patch: Partial<ListState> = {}): ListState => ({ ...initialListState(user), ...patch });

describe('list state → the query of the API convention', () => {
  it('starts at page 1 with the declared sort', () => {
    expect(buildListParams(user, state())).toEqual({ page: 1, limit: 10, sort: 'id', order: 'desc' });
  });

  it('turns rows into page and limit, and a sort order into asc or desc', () => {
    expect(buildListParams(user, state({ first: 40, rows: 20, sortField: 'points', sortOrder: 1 }))).toMatchObject({
      page: 3,
      limit: 20,
      sort: 'points',
      order: 'asc',
    });
    expect(buildListParams(user, state({ sortField: null, sortOrder: null }))).not.toHaveProperty('sort');
  });

  it('sends the keyword trimmed, and only active filters', () => {
    const params = buildListParams(
      user,
      state({ keyword: '  王 ', filters: { status: 0, gender: null, tagIds: [], registeredAt: [null, null] } }),
    );
    expect(params).toMatchObject({ keyword: '王', status: 0 });
    expect(params).not.toHaveProperty('gender');
    expect(params).not.toHaveProperty('tagIds');
    expect(params).not.toHaveProperty('registeredAt');
  });

  it('sends ranges as [from, to] with an empty open end, and id lists as lists: bracket style on the wire', () => {
    const params = buildListParams(user, state({ filters: { registeredAt: ['2026-01-01', null], tagIds: [3, 5] } }));
    expect(params.registeredAt).toEqual(['2026-01-01', '']);
    expect(serializeQuery(params)).toBe(
      'page=1&limit=10&sort=id&order=desc&tagIds[]=3&tagIds[]=5&registeredAt[]=2026-01-01&registeredAt[]=',
    );
  });

  it('always sends fixed filters (one owner’s records), whatever the state says', () => {
    expect(buildListParams(user, state({ filters: { status: 1 } }), { status: 0 })).toMatchObject({ status: 0 });
  });

  it('counts applied filters for the filter button', () => {
    expect(activeFilterCount(user, { keyword: '', filters: {} })).toBe(0);
    expect(
      activeFilterCount(user, { keyword: 'x', filters: { status: 1, registeredAt: [null, '2026-01-01'], tagIds: [] } }),
    ).toBe(3);
  });

  it('filters dates and numbers by range, id lists by membership, the rest by value', () => {
    expect(filterMode({ type: 'datetime' })).toBe('range');
    expect(filterMode({ type: 'money' })).toBe('range');
    expect(filterMode({ type: 'tags' })).toBe('has');
    expect(filterMode({ type: 'relation' })).toBe('match');
    expect(filterMode({ type: 'status' })).toBe('match');
  });

  it('starts with an ascending sort when the area declares one', () => {
    expect(initialListState({ defaultSort: { field: 'sort', order: 'asc' } })).toMatchObject({
      sortField: 'sort',
      sortOrder: 1,
    });
    expect(initialListState({})).toMatchObject({ sortField: null, sortOrder: null });
  });

  it('sends a sort only with both its field and its order', () => {
    expect(buildListParams(user, state({ sortField: 'points', sortOrder: null }))).not.toHaveProperty('sort');
    expect(buildListParams(user, state({ sortField: null, sortOrder: 1 }))).not.toHaveProperty('order');
  });

  it('sends a range open at its start with an empty start', () => {
    const params = buildListParams(user, state({ filters: { registeredAt: [null, '2026-02-01'] } }));
    expect(params.registeredAt).toEqual(['', '2026-02-01']);
  });

  it('sends no value for a field that is not a filter, whatever an address put in the state', () => {
    // City is shown in the form but not offered as a filter: a value for it reaches no list call.
    const params = buildListParams(user, state({ filters: { city: 'Hangzhou', status: 1 } }));
    expect(params).toMatchObject({ status: 1 });
    expect(params).not.toHaveProperty('city');
  });

  it('takes a range as two ends only: one end alone or three are no range', () => {
    const date = { type: 'date' as const };
    expect(isActiveFilter(date, ['2026-01-01', null])).toBe(true);
    expect(isActiveFilter(date, ['2026-01-01'])).toBe(false);
    expect(isActiveFilter(date, ['2026-01-01', '2026-02-01', '2026-03-01'])).toBe(false);
    expect(buildListParams(user, state({ filters: { registeredAt: ['2026-01-01'] } }))).not.toHaveProperty(
      'registeredAt',
    );
  });

  it('does not count a keyword of spaces as a filter', () => {
    expect(activeFilterCount(user, { keyword: '   ', filters: {} })).toBe(0);
  });
});
