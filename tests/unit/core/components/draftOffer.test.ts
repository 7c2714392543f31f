import { describe, expect, it } from 'vitest';
import { draftOf, offerOf } from '../../../../src/core/components/draftOffer.ts';
import type { Draft } from '../../../../src/contract/drafts.ts';

const draft = (patch: Partial<Draft> = {}): Draft => ({
  form: 'resource:user:edit:7',
  savedAt: 1_000,
  base: { nickname: 'Ann', city: 'Hangzhou', status: 1 },
  values: { nickname: 'Anna', city: 'Hangzhou' },
  ...patch,
});

describe('offerOf — what a form does with the draft kept for it', () => {
  it('offers a draft kept from an earlier visit, and puts back at once one whose session ended', () => {
    expect(offerOf(draft(), draft().base)).toEqual({ kind: 'offer', draft: draft(), changedOnServer: [] });
    const ended = draft({ interrupted: true });
    expect(offerOf(ended, ended.base)).toEqual({ kind: 'restored', draft: ended, changedOnServer: [] });
  });

  it('names the fields of the draft that the server changed since it was kept, and only those', () => {
    // The record now says Annie and Suzhou and status 0; the draft holds nickname and city, not status.
    const now = { nickname: 'Annie', city: 'Suzhou', status: 0 };
    expect(offerOf(draft(), now).changedOnServer).toEqual(['nickname', 'city']);
    expect(offerOf(draft({ values: { city: 'Hangzhou' } }), now).changedOnServer).toEqual(['city']);
  });
});

describe('draftOf — what is kept of a form', () => {
  it('keeps the form, the time, what it opened with and what was typed, secrets left out', () => {
    const kept = draftOf(
      'resource:user:edit:7',
      { nickname: 'Anna', password: 'hunter22' },
      { nickname: 'Ann', password: '' },
      42,
    );
    expect(kept).toEqual({
      form: 'resource:user:edit:7',
      savedAt: 42,
      base: { nickname: 'Ann' },
      values: { nickname: 'Anna' },
    });
  });
});
