import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../kernel/services.ts';
import { useSession } from '../kernel/useSession.ts';
import { accountKey } from '../session/userInfo.ts';
import type { DraftAddress } from '../../contract/drafts.ts';
import { draftOf, offerOf, type DraftOffer } from './draftOffer.ts';

/** How long typing rests before what was typed is kept. */
export const DRAFT_DEBOUNCE_MS = 400;

export type { DraftOffer };

/**
 * Keeps what is typed in a form as a draft for this account, this API host and this form (`form`:
 * area or screen, and record id or "new"), so nothing is lost to an ended session, a reload, a
 * closed side panel or a browser restart. Secret fields are never kept (contract/drafts.ts). The
 * draft goes on save, on Discard, when the form is back to what it opened with, and at sign-out.
 */
export function useDraft(
  form: string | null,
  values: Record<string, unknown>,
  opened: Record<string, unknown>,
  dirty: boolean,
  apply: (values: Record<string, unknown>) => void,
) {
  const { platform } = useServices();
  const account = accountKey(useSession((s) => s.nav?.userInfo));
  // No form, or no account identity to keep it for: nothing is read or kept.
  const address: DraftAddress | null =
    form === null || account === null ? null : { account, host: location.origin, form };
  const key = address ? JSON.stringify(address) : null;
  const [offer, setOffer] = useState<DraftOffer | null>(null);
  // Nothing is written before the stored draft was read: it would replace it.
  const [ready, setReady] = useState(false);
  const openedRef = useRef(opened);
  openedRef.current = opened;
  const applyRef = useRef(apply);
  applyRef.current = apply;

  useEffect(() => {
    if (!key) return;
    const at = JSON.parse(key) as DraftAddress;
    let live = true;
    setReady(false);
    void platform.drafts
      .get(at)
      // A store that cannot be read has no draft to offer: what is typed from now on is kept.
      .catch(() => null)
      .then((draft) => {
        if (!live) return;
        if (draft !== null) {
          const found = offerOf(draft, openedRef.current);
          if (found.kind === 'restored') applyRef.current(draft.values);
          setOffer(found);
        }
        setReady(true);
      });
    return () => {
      live = false;
    };
  }, [platform, key]);

  const pendingOffer = offer?.kind === 'offer';
  const text = JSON.stringify(values);
  // Typing while the offer is still there declines it: what is typed now is what is kept.
  const offeredWith = useRef<string | null>(null);
  if (!pendingOffer) offeredWith.current = null;
  else offeredWith.current ??= text;
  const declined = pendingOffer && text !== offeredWith.current;
  useEffect(() => {
    // Stryker disable next-line ConditionalExpression: `declined` turns false only once the offer is gone or answered
    if (declined) setOffer(null);
  }, [declined]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const write = useRef<() => Promise<void>>(async () => undefined);
  write.current = async () => {
    clearTimeout(timer.current);
    // An offer not yet answered keeps the stored draft as it is.
    if (!key || !ready || pendingOffer) return;
    const at = JSON.parse(key) as DraftAddress;
    if (!dirty) return platform.drafts.remove(at).catch(() => undefined);
    const draft = draftOf(at.form, JSON.parse(text) as Record<string, unknown>, openedRef.current, Date.now());
    return platform.drafts.put(at, draft).catch(() => undefined);
  };
  useEffect(() => {
    if (!dirty) {
      void write.current();
      return;
    }
    timer.current = setTimeout(() => void write.current(), DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(timer.current);
  }, [platform, key, ready, pendingOffer, dirty, text]);
  /** Keeps what is typed now, before a save is sent (a session that ends on it keeps the draft). */
  // Stryker disable next-line ArrayDeclaration: a list of one constant never changes either
  const flush = useCallback(() => write.current(), []);

  const restore = useCallback(() => {
    if (offer) applyRef.current(offer.draft.values);
    setOffer(offer ? { ...offer, kind: 'restored' } : null);
  }, [offer]);
  /** The stored draft is thrown away (the offer's Discard, the guard's Discard, a save). */
  const forget = useCallback(() => {
    setOffer(null);
    if (key) void platform.drafts.remove(JSON.parse(key) as DraftAddress).catch(() => undefined);
  }, [platform, key]);
  // Stryker disable next-line ArrayDeclaration: a list of one constant never changes either
  const dismiss = useCallback(() => setOffer(null), []);

  // `read`: the kept draft was looked for (and any offer is shown): what the form says of drafts is final.
  return { offer, restore, forget, dismiss, flush, read: key !== null && ready };
}
