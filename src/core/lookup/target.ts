/**
 * Where a lookup lands (pure): the screen that answers it, with its list filtered by the value.
 *
 *   mobile, text   → platform users, keyword = the value           /business/user?keyword=…
 *   user id        → that user's page                               /business/user-look?id=…
 *   order number   → withdrawal records, keyword = the order number /business/withdrawal?keyword=…
 *
 * A screen the account does not have is skipped for the next that can answer (an order number is
 * then searched as text among users); with none left the lookup ends on the 401 screen.
 */
import { classifySelection, type Lookup } from '../../contract/lookupClassify.ts';
import { LOOKUP_PATH, LOOKUP_PARAM } from './lookupRoute.ts';

export { cleanSelection } from '../../contract/lookupClassify.ts';
export { LOOKUP_PATH, LOOKUP_PARAM } from './lookupRoute.ts';

import { KEYWORD_PARAM } from './lookupRoute.ts';
export { KEYWORD_PARAM };

const USERS = '/business/user';
const USER_LOOK = '/business/user-look';
const WITHDRAWALS = '/business/withdrawal';
const NO_ACCESS = '/401';

/** The lookup route for a text, e.g. `/lookup?q=13800000001`. */
export function lookupPath(text: string): string {
  return `${LOOKUP_PATH}?${new URLSearchParams({ [LOOKUP_PARAM]: text }).toString()}`;
}

const withKeyword = (path: string, value: string) =>
  `${path}?${new URLSearchParams({ [KEYWORD_PARAM]: value }).toString()}`;

/** The path a lookup opens, given the paths the account can open. */
export function lookupTarget(lookup: Lookup, canOpen: (path: string) => boolean): string {
  const candidates: string[] = [];
  if (lookup.kind === 'user-id' && canOpen(USER_LOOK))
    candidates.push(`${USER_LOOK}?${new URLSearchParams({ id: lookup.value }).toString()}`);
  if (lookup.kind === 'withdrawal' && canOpen(WITHDRAWALS)) candidates.push(withKeyword(WITHDRAWALS, lookup.value));
  if (canOpen(USERS)) candidates.push(withKeyword(USERS, lookup.value));
  return candidates[0] ?? NO_ACCESS;
}

/**
 * The redirect of the lookup route: `/lookup?q=…` → the screen that answers it (nothing to look
 * up → the dashboard). Null for any other path.
 */
export function lookupRedirect(path: string, search: string, canOpen: (path: string) => boolean): string | null {
  if (path !== LOOKUP_PATH) return null;
  const lookup = classifySelection(new URLSearchParams(search).get(LOOKUP_PARAM));
  return lookup ? lookupTarget(lookup, canOpen) : '/dashboard';
}
