import { changedFields, keepable, type Draft } from '../../contract/drafts.ts';

/** What a form does with the draft kept for it (useDraft). Pure. */
export type DraftOffer =
  /** Kept from an earlier visit (a reload, a closed panel): the person chooses. */
  | { kind: 'offer'; draft: Draft; changedOnServer: string[] }
  /** The session ended while the form was open: put back at once, and said so. */
  | { kind: 'restored'; draft: Draft; changedOnServer: string[] };

/**
 * The draft found for a form that opened with `opened`: put back at once when the session ended on
 * it, offered otherwise; with the fields the draft holds that the server changed meanwhile.
 */
export function offerOf(draft: Draft, opened: Record<string, unknown>): DraftOffer {
  const changedOnServer = changedFields(draft.base, opened).filter((key) => key in draft.values);
  return { kind: draft.interrupted ? 'restored' : 'offer', draft, changedOnServer };
}

/** The draft kept for form `form`: what was typed and what it opened with, secret fields left out. */
export function draftOf(
  form: string,
  values: Record<string, unknown>,
  opened: Record<string, unknown>,
  savedAt: number,
): Draft {
  return { form, savedAt, base: keepable(opened), values: keepable(values) };
}
