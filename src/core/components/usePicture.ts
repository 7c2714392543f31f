import { useEffect, useMemo, useState } from 'react';
import { useServices } from '../kernel/services.ts';
import { pictureOnHome } from '../../contract/pictures.ts';

/**
 * A picture address from server data as the page may show it: `none` (no address), `pending` (the
 * shell is still fetching it), `shown` with the source to put in the `<img>`, or `withheld`: not on
 * the console's own host, so shown as its address in text (Platform.pictureSource says why).
 */
export type PictureState =
  { state: 'none' } | { state: 'pending' } | { state: 'shown'; src: string } | { state: 'withheld' };

const NONE: PictureState = { state: 'none' };
const PENDING: PictureState = { state: 'pending' };
const WITHHELD: PictureState = { state: 'withheld' };

const stateOf = (src: string | null): PictureState => (src === null ? WITHHELD : { state: 'shown', src });

/** The shell's answer for `address` ('' or not text: none), kept until the address changes. */
export function usePicture(address: unknown): PictureState {
  const { platform } = useServices();
  const text = typeof address === 'string' ? address : '';
  const answer = useMemo(() => {
    if (text === '') return null;
    // The shell's answer; without one, the page's own origin and data: (Platform.pictureSource).
    return platform.pictureSource ? platform.pictureSource(text) : pictureOnHome(text, location.href);
  }, [platform, text]);
  const [settled, setSettled] = useState<{ answer: Promise<string | null>; src: string | null } | null>(null);
  useEffect(() => {
    if (!(answer instanceof Promise)) return;
    let live = true;
    const settle = (src: string | null) => {
      if (live) setSettled({ answer, src });
    };
    answer.then(settle, () => settle(null));
    return () => {
      live = false;
    };
  }, [answer]);
  if (text === '') return NONE;
  if (!(answer instanceof Promise)) return stateOf(answer);
  return settled?.answer === answer ? stateOf(settled.src) : PENDING;
}

/** Longest address shown in full; a longer one is cut (a `data:` URL of another kind can be huge). */
export const SHOWN_ADDRESS_LENGTH = 120;

/** The address as a withheld picture shows it: whole, or its start with an ellipsis. */
export function shownAddress(address: string): string {
  return address.length > SHOWN_ADDRESS_LENGTH ? `${address.slice(0, SHOWN_ADDRESS_LENGTH - 1)}…` : address;
}
