import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  changedFields,
  checkStoredDraft,
  DRAFT_CLOCK_SKEW_MS,
  DRAFT_TTL_MS,
  isDirty,
  isDraftName,
  isFresh,
  jsonBytes,
  keepable,
  MAX_DRAFT_BYTES,
  MAX_DRAFT_NAME_LENGTH,
  MAX_DRAFTS_PER_ACCOUNT,
  storableDraft,
  type Draft,
} from '../../../src/contract/drafts.ts';
import { isSecretName } from '../../../src/contract/secrets.ts';

const NOW = 1_750_000_000_000;
const draft = (over: Partial<Draft> = {}): Draft => ({
  form: 'resource:user:edit:12',
  savedAt: NOW - 1000,
  base: { name: 'Ann', age: 30 },
  values: { name: 'Anna', age: 31 },
  ...over,
});

/** Every key of a value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => [key, ...keysOf(item)]);
}

describe('drafts — the limits', () => {
  it('a draft lives 7 days, takes at most 100 KB, one account keeps 50', () => {
    expect(DRAFT_TTL_MS).toBe(7 * 24 * 3600 * 1000);
    expect(MAX_DRAFT_BYTES).toBe(100 * 1024);
    expect(DRAFT_CLOCK_SKEW_MS).toBe(60_000);
    expect(MAX_DRAFTS_PER_ACCOUNT).toBe(50);
    expect(MAX_DRAFT_NAME_LENGTH).toBe(256);
  });
});

describe('keepable — no secret is kept of what a person typed', () => {
  it('drops the secret fields of a sign-in or password form and keeps the rest', () => {
    expect(
      keepable({
        userName: 'admin',
        password: 'hunter2',
        newPassword: 'x',
        confirm_password: 'x',
        captcha: '1234',
        uuid: 'u-1',
        smsCode: '000000',
        mobile: '13800138000',
        token: 't',
        apiKey: 'k',
        pin: '1234',
        shipping: 'express',
        remember: true,
      }),
    ).toEqual({ userName: 'admin', uuid: 'u-1', mobile: '13800138000', shipping: 'express', remember: true });
  });

  it("drops the password-change form's current and confirm, and a code beside a captcha (the one secret rule)", () => {
    expect(keepable({ current: 'old', newPassword: 'new', confirm: 'new' })).toEqual({});
    expect(keepable({ mobile: '138', smsCode: '1', password: 'p', confirm: 'p' })).toEqual({ mobile: '138' });
    expect(keepable({ userName: 'a', uuid: 'u-1', code: 'k7Qz' })).toEqual({ userName: 'a', uuid: 'u-1' });
    expect(keepable({ note: 'n', pass: 'p', confirm: 'p' })).toEqual({ note: 'n' });
    expect(keepable({ code: 'BMW', name: 'BMW', current: 2, confirm: 'yes' })).toEqual({
      code: 'BMW',
      name: 'BMW',
      current: 2,
      confirm: 'yes',
    });
  });

  it('drops secrets at any depth, in objects inside lists too', () => {
    expect(
      keepable({
        profile: { name: 'Ann', credentials: { user: 'a' }, nested: { deeper: { accessToken: 't', note: 'n' } } },
        rows: [{ id: 1, secret: 's' }, { id: 2 }, 'text', [{ otp: '1', keep: 1 }]],
      }),
    ).toEqual({
      profile: { name: 'Ann', nested: { deeper: { note: 'n' } } },
      rows: [{ id: 1 }, { id: 2 }, 'text', [{ keep: 1 }]],
    });
  });

  it('keeps JSON values as they are, dates as ISO text, and leaves out what JSON cannot hold', () => {
    const file = new (class Upload {})();
    const asTheyAre = { text: 'a', empty: '', zero: 0, negative: -1.5, no: false, nothing: null };
    expect(
      keepable({
        ...asTheyAre,
        when: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)),
        invalid: new Date(Number.NaN),
        missing: undefined,
        nan: Number.NaN,
        infinite: Infinity,
        run: () => 1,
        big: 10n,
        symbol: Symbol('s'),
        file,
        list: [1, undefined, 'b', () => 2, null],
        bare: Object.assign(Object.create(null) as object, { a: 1 }),
      }),
    ).toEqual({
      ...asTheyAre,
      when: '2024-01-02T03:04:05.000Z',
      list: [1, null, 'b', null, null],
      bare: { a: 1 },
    });
  });

  it('a value that contains itself is left out where it repeats, once it is no ancestor it is kept', () => {
    const shared = { x: 1 };
    const cyclic: Record<string, unknown> = { name: 'a', twice: [shared, shared] };
    cyclic.self = cyclic;
    const list: unknown[] = [1];
    list.push(list);
    cyclic.list = list;
    expect(keepable(cyclic)).toEqual({ name: 'a', twice: [{ x: 1 }, { x: 1 }], list: [1, null] });
  });

  it('a field named __proto__ is a field like any other, and sets no prototype', () => {
    const values = JSON.parse('{"__proto__": {"polluted": 1}, "a": 1}') as Record<string, unknown>;
    const kept = keepable(values);
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype);
    expect(Object.keys(kept)).toEqual(['__proto__', 'a']);
    expect(JSON.stringify(kept)).toBe('{"__proto__":{"polluted":1},"a":1}');
  });

  it('anything but a plain object is nothing', () => {
    expect(keepable([1, 2] as unknown as Record<string, unknown>)).toEqual({});
    expect(keepable(null as unknown as Record<string, unknown>)).toEqual({});
    expect(keepable(new Date() as unknown as Record<string, unknown>)).toEqual({});
  });

  it('property: no kept key is secret, and a JSON value without secret names survives as it is', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (values) => {
        const kept = keepable(values);
        expect(keysOf(kept).filter(isSecretName)).toEqual([]);
        const plain = JSON.parse(JSON.stringify(values)) as Record<string, unknown>;
        // (as JSON writes it: -0 is 0 there)
        if (!keysOf(plain).some(isSecretName)) expect(JSON.parse(JSON.stringify(kept))).toEqual(plain);
      }),
    );
  });
});

describe('isDirty — the shared dirty check', () => {
  it('an unchanged form is not dirty; a changed field makes it dirty', () => {
    expect(isDirty({ a: 1, b: 'x' }, { a: 1, b: 'x' })).toBe(false);
    expect(isDirty({ a: 1, b: 'x' }, { a: 1, b: 'y' })).toBe(true);
    expect(isDirty({ a: 1 }, { a: 1, b: 'new' })).toBe(true);
    expect(isDirty({ a: 1, b: 'old' }, { a: 1 })).toBe(true);
  });

  it('a value changed and changed back is not dirty', () => {
    const initial = { name: 'Ann', tags: ['a', 'b'], when: new Date(5) };
    let current: Record<string, unknown> = { ...initial, name: 'Anna' };
    expect(isDirty(initial, current)).toBe(true);
    current = { ...current, name: 'Ann', tags: ['a', 'b'], when: new Date(5) };
    expect(isDirty(initial, current)).toBe(false);
  });

  it.each<[unknown, unknown]>([
    [undefined, null],
    [null, ''],
    ['', undefined],
    [undefined, undefined],
  ])('%j and %j are the same empty value', (a, b) => {
    expect(isDirty({ field: a }, { field: b })).toBe(false);
    expect(isDirty({ field: a }, {})).toBe(false);
    expect(isDirty({ nested: { field: a } }, { nested: { field: b } })).toBe(false);
    expect(isDirty({ list: [a] }, { list: [b] })).toBe(false);
  });

  it.each<[unknown, unknown]>([
    ['', 0],
    [null, 0],
    [undefined, false],
    ['', ' '],
    [null, []],
    [undefined, {}],
    [null, {}],
    ['', 'a'],
  ])('an empty value and %j ≠ %j', (a, b) => {
    expect(isDirty({ field: a }, { field: b })).toBe(true);
  });

  it('arrays are compared element by element, in order', () => {
    expect(isDirty({ ids: [1, 2] }, { ids: [1, 2] })).toBe(false);
    expect(isDirty({ ids: [1, 2] }, { ids: [2, 1] })).toBe(true);
    expect(isDirty({ ids: [1, 2] }, { ids: [1, 2, 3] })).toBe(true);
    expect(isDirty({ ids: [1, 2, 3] }, { ids: [1, 2] })).toBe(true);
    expect(isDirty({ ids: [] }, { ids: {} })).toBe(true);
    expect(isDirty({ ids: {} }, { ids: [] })).toBe(true);
    expect(isDirty({ ids: [[1], [2]] }, { ids: [[1], [2]] })).toBe(false);
    expect(isDirty({ ids: [[1], [2]] }, { ids: [[1], [3]] })).toBe(true);
  });

  it('dates are compared by their time', () => {
    expect(isDirty({ at: new Date(1000) }, { at: new Date(1000) })).toBe(false);
    expect(isDirty({ at: new Date(1000) }, { at: new Date(1001) })).toBe(true);
    expect(isDirty({ at: new Date(Number.NaN) }, { at: new Date(Number.NaN) })).toBe(false);
    expect(isDirty({ at: new Date(1000) }, { at: 1000 })).toBe(true);
    expect(isDirty({ at: 1000 }, { at: new Date(1000) })).toBe(true);
    expect(isDirty({ at: new Date(0) }, { at: {} })).toBe(true);
  });

  it('numbers and their text differ; NaN is itself', () => {
    expect(isDirty({ n: 12 }, { n: '12' })).toBe(true);
    expect(isDirty({ n: Number.NaN }, { n: Number.NaN })).toBe(false);
    expect(isDirty({ n: Number.NaN }, { n: 0 })).toBe(true);
    expect(isDirty({ n: 1 }, { n: { valueOf: () => 1 } })).toBe(true);
    expect(isDirty({ n: { a: 1 } }, { n: null })).toBe(true);
  });

  it('an object is not a text or a number, even an empty one', () => {
    expect(isDirty({ n: {} }, { n: 5 })).toBe(true);
    expect(isDirty({ n: 'x' }, { n: {} })).toBe(true);
    expect(isDirty({ n: {} }, { n: null })).toBe(true);
    expect(changedFields({ n: null }, { n: {} })).toEqual(['n']);
    expect(changedFields({ n: {} }, { n: null })).toEqual(['n']);
  });

  it('nested objects are compared key by key, in any order', () => {
    expect(isDirty({ o: { a: 1, b: 2 } }, { o: { b: 2, a: 1 } })).toBe(false);
    expect(isDirty({ o: { a: 1, b: 2 } }, { o: { a: 1, b: 3 } })).toBe(true);
  });

  it('property: a form is not dirty against itself or a copy, and is dirty once a field gets a new non-empty value', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.string(), (values, name) => {
        expect(isDirty(values, values)).toBe(false);
        expect(isDirty(values, structuredClone(values))).toBe(false);
        // No JSON value is a date: whatever the field held, it is another value now.
        expect(isDirty(values, { ...values, [name]: new Date(1) })).toBe(true);
      }),
    );
  });
});

describe('changedFields — what changed on the server since the form was opened', () => {
  it('names the top-level fields whose values differ, deeply', () => {
    expect(
      changedFields(
        { name: 'Ann', roles: [1, 2], address: { city: 'A', zip: '1' }, age: 30, same: { x: [1] } },
        { name: 'Ann', roles: [2, 1], address: { city: 'B', zip: '1' }, age: '30', same: { x: [1] }, added: 1 },
      ),
    ).toEqual(['roles', 'address', 'age', 'added']);
  });

  it('empty values are not one another here, but a missing field is undefined', () => {
    expect(changedFields({ a: null, b: '', c: undefined }, { a: undefined, b: null })).toEqual(['a', 'b']);
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('property: none against a copy of itself', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (values) => {
        expect(changedFields(values, structuredClone(values))).toEqual([]);
      }),
    );
  });
});

describe('storableDraft — what a store writes', () => {
  it('rebuilds the draft from its fields, without secrets, interrupted only when true', () => {
    const stored = storableDraft({
      ...draft({ values: { name: 'x', password: 'p' }, base: { token: 't', name: 'y' }, interrupted: false }),
      extra: 'junk',
    } as Draft);
    expect(stored).toEqual({
      form: 'resource:user:edit:12',
      savedAt: NOW - 1000,
      base: { name: 'y' },
      values: { name: 'x' },
    });
    expect(storableDraft(draft({ interrupted: true }))?.interrupted).toBe(true);
  });

  it('a draft over 100 KB is not kept; one at the limit is', () => {
    const sized = (bytes: number) => {
      const shell = draft({ base: {}, values: { text: '' } });
      return draft({ base: {}, values: { text: 'x'.repeat(bytes - jsonBytes(shell)) } });
    };
    expect(jsonBytes(sized(MAX_DRAFT_BYTES))).toBe(MAX_DRAFT_BYTES);
    expect(storableDraft(sized(MAX_DRAFT_BYTES))).not.toBeNull();
    expect(storableDraft(sized(MAX_DRAFT_BYTES + 1))).toBeNull();
  });

  it('counts bytes, not characters', () => {
    expect(jsonBytes('é')).toBe(4);
    expect(jsonBytes(undefined)).toBe(Infinity);
    expect(jsonBytes(10n)).toBe(Infinity);
  });
});

describe('checkStoredDraft — stored drafts are untrusted', () => {
  it('answers a valid draft rebuilt', () => {
    expect(checkStoredDraft(draft(), NOW)).toEqual(draft());
    expect(checkStoredDraft({ ...draft(), interrupted: true }, NOW)).toEqual({ ...draft(), interrupted: true });
    expect(checkStoredDraft({ ...draft(), interrupted: false }, NOW)).toEqual(draft());
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', JSON.stringify(draft())],
    ['a list', [draft()]],
    ['a number', 42],
    ['no form', { ...draft(), form: undefined }],
    ['an empty form', { ...draft(), form: '' }],
    ['a form that is no text', { ...draft(), form: 12 }],
    ['a form key too long', { ...draft(), form: 'f'.repeat(MAX_DRAFT_NAME_LENGTH + 1) }],
    ['no time', { ...draft(), savedAt: undefined }],
    ['a time as text', { ...draft(), savedAt: String(NOW) }],
    ['a time that is NaN', { ...draft(), savedAt: Number.NaN }],
    ['a time that is infinite', { ...draft(), savedAt: -Infinity }],
    ['no values', { ...draft(), values: undefined }],
    ['values in a list', { ...draft(), values: ['a'] }],
    ['values as text', { ...draft(), values: 'a' }],
    ['no base', { ...draft(), base: null }],
    ['a base in a list', { ...draft(), base: [] }],
    ['interrupted as text', { ...draft(), interrupted: 'yes' }],
    ['interrupted as null', { ...draft(), interrupted: null }],
  ])('%s → null', (_name, stored) => {
    expect(checkStoredDraft(stored, NOW)).toBeNull();
  });

  it('a form key at the length limit is accepted', () => {
    const form = 'f'.repeat(MAX_DRAFT_NAME_LENGTH);
    expect(checkStoredDraft(draft({ form }), NOW)?.form).toBe(form);
  });

  it('expired: older than 7 days → null; exactly 7 days is still kept', () => {
    expect(checkStoredDraft(draft({ savedAt: NOW - DRAFT_TTL_MS }), NOW)).not.toBeNull();
    expect(checkStoredDraft(draft({ savedAt: NOW - DRAFT_TTL_MS - 1 }), NOW)).toBeNull();
    expect(checkStoredDraft(draft({ savedAt: 0 }), NOW)).toBeNull();
  });

  it('from the future: more than a minute ahead → null; a minute is a clock set back a little', () => {
    expect(checkStoredDraft(draft({ savedAt: NOW + 60_000 }), NOW)).not.toBeNull();
    expect(checkStoredDraft(draft({ savedAt: NOW + 60_001 }), NOW)).toBeNull();
    expect(checkStoredDraft(draft({ savedAt: NOW + DRAFT_TTL_MS }), NOW)).toBeNull();
  });

  it('a stored draft of exactly 100 KB is kept', () => {
    const shell = draft({ base: {}, values: { text: '' } });
    const full = draft({ base: {}, values: { text: 'x'.repeat(MAX_DRAFT_BYTES - jsonBytes(shell)) } });
    expect(jsonBytes(full)).toBe(MAX_DRAFT_BYTES);
    expect(checkStoredDraft(full, NOW)).toEqual(full);
  });

  it('oversized → null, counted on what is stored (secret and unknown fields included)', () => {
    const big = 'x'.repeat(MAX_DRAFT_BYTES);
    expect(checkStoredDraft(draft({ values: { text: big } }), NOW)).toBeNull();
    // What is stored is over the limit only because of a field that is not kept: refused all the same.
    expect(checkStoredDraft(draft({ values: { password: big } }), NOW)).toBeNull();
    expect(checkStoredDraft({ ...draft(), junk: big }, NOW)).toBeNull();
  });

  it('secrets that reached storage are not handed back', () => {
    expect(checkStoredDraft(draft({ values: { name: 'a', captcha: '1234' }, base: { smsCode: '1' } }), NOW)).toEqual(
      draft({ values: { name: 'a' }, base: {} }),
    );
  });

  it('property: never throws, and answers a draft or null', () => {
    fc.assert(
      fc.property(fc.anything(), (stored) => {
        const checked = checkStoredDraft(stored, NOW);
        expect(checked === null || typeof checked.form === 'string').toBe(true);
      }),
    );
    // Fresh and stale times on purpose (an arbitrary integer against a fixed NOW is never fresh),
    // and both branches counted: a property whose kept branch never runs checks nothing.
    const fresh = fc.integer({ min: NOW - DRAFT_TTL_MS, max: NOW + 60_000 });
    const stale = fc.oneof(
      fc.integer({ min: Number.MIN_SAFE_INTEGER, max: NOW - DRAFT_TTL_MS - 1 }),
      fc.integer({ min: NOW + 60_001, max: Number.MAX_SAFE_INTEGER }),
      fc.constantFrom(Number.NaN, Infinity, -Infinity),
    );
    let kept = 0;
    let refused = 0;
    fc.assert(
      fc.property(
        fc.record({
          form: fc.string(),
          savedAt: fc.oneof(fresh, stale, fc.double()),
          base: fc.dictionary(fc.string(), fc.jsonValue()),
          values: fc.dictionary(fc.string(), fc.jsonValue()),
          interrupted: fc.option(fc.boolean(), { nil: undefined }),
        }),
        (stored) => {
          const checked = checkStoredDraft(stored, NOW);
          const inTime = NOW - stored.savedAt <= DRAFT_TTL_MS && stored.savedAt - NOW <= 60_000;
          // In time, named and small enough is kept; anything else is refused.
          expect(checked !== null).toBe(inTime && isDraftName(stored.form) && jsonBytes(stored) <= MAX_DRAFT_BYTES);
          if (checked) {
            kept += 1;
            expect(checked.savedAt).toBe(stored.savedAt);
            expect(checkStoredDraft(checked, NOW)).toEqual(checked);
          } else refused += 1;
        },
      ),
      { numRuns: 300 },
    );
    expect(kept).toBeGreaterThan(50);
    expect(refused).toBeGreaterThan(50);
  });
});

describe('isFresh and isDraftName', () => {
  it('isFresh: within 7 days back and a minute ahead', () => {
    expect(isFresh(NOW - DRAFT_TTL_MS, NOW)).toBe(true);
    expect(isFresh(NOW - DRAFT_TTL_MS - 1, NOW)).toBe(false);
    expect(isFresh(NOW + DRAFT_CLOCK_SKEW_MS, NOW)).toBe(true);
    expect(isFresh(NOW + DRAFT_CLOCK_SKEW_MS + 1, NOW)).toBe(false);
  });

  it.each<[unknown, boolean]>([
    ['id:7', true],
    ['f'.repeat(MAX_DRAFT_NAME_LENGTH), true],
    ['f'.repeat(MAX_DRAFT_NAME_LENGTH + 1), false],
    ['', false],
    [7, false],
    [null, false],
  ])('isDraftName(%j) is %s', (value, expected) => {
    expect(isDraftName(value)).toBe(expected);
  });
});
