/**
 * Where a lookup lands (pure): the screen that answers it, with its list filtered by the value.
 * The features say which screens answer which kinds (`LookupTarget`, contributed with their
 * groups); the targets for the lookup's kind are tried in their order, then those that answer
 * every kind.
 *
 * A screen the account does not have is skipped for the next that can answer (an order number is
 * then searched as text); with none left the lookup ends on the 401 screen.
 */
import { classifySelection, type Lookup } from '../../contract/lookupClassify.ts';
import type { LookupTarget } from '../kernel/features.ts';
import { LOOKUP_PATH, LOOKUP_PARAM } from './lookupRoute.ts';

export { cleanSelection } from '../../contract/lookupClassify.ts';
export { LOOKUP_PATH, LOOKUP_PARAM, KEYWORD_PARAM } from './lookupRoute.ts';

const NO_ACCESS = '/401';

/** The lookup route for a text, e.g. `/lookup?q=13800000001`. */
export function lookupPath(text: string): string {
  return `${LOOKUP_PATH}?${new URLSearchParams({ [LOOKUP_PARAM]: text }).toString()}`;
}

/** The path a lookup opens, given the features' targets and the paths the account can open. */
export function lookupTarget(
  lookup: Lookup,
  canOpen: (path: string) => boolean,
  targets: readonly LookupTarget[],
): string {
  const answers = [
    ...targets.filter((target) => target.kinds?.includes(lookup.kind)),
    ...targets.filter((target) => !target.kinds),
  ];
  const target = answers.find((answer) => canOpen(answer.path));
  return target ? `${target.path}?${new URLSearchParams({ [target.param]: lookup.value }).toString()}` : NO_ACCESS;
}

/**
 * The redirect of the lookup route: `/lookup?q=…` → the screen that answers it (nothing to look
 * up → the dashboard). Null for any other path.
 */
export function lookupRedirect(
  path: string,
  search: string,
  canOpen: (path: string) => boolean,
  targets: readonly LookupTarget[],
): string | null {
  if (path !== LOOKUP_PATH) return null;
  const lookup = classifySelection(new URLSearchParams(search).get(LOOKUP_PARAM));
  return lookup ? lookupTarget(lookup, canOpen, targets) : '/dashboard';
}
