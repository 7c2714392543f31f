import type { RouteDef } from './types.ts';
import { isDetailRoute } from './buildRoutes.ts';

/**
 * What a `title` route or query parameter may do to the titles (SPEC 2 "A title route parameter or
 * query parameter sets the page title"), kept to where it cannot pass for the console's own words
 * (docs/security.md "Titles come from the console"). Pure.
 *
 * - Titles come from what the console declares: the route's title, and a `title` in the route's
 *   declared `params`.
 * - A `title` query parameter only names the record of a detail screen (a route whose name holds
 *   add, edit or look: `/<group>/<name>-look?id=7&title=VIP customer`), and only as a detail
 *   appended to the declared title: "View user · VIP customer". Anywhere else — the sign-in and
 *   password pages, the dashboard, lists, the error pages — it is ignored, so a link cannot make the
 *   tab or the page say "Session expired — call 400-…".
 * - The detail is cleaned first: control and bidirectional-formatting characters removed, white
 *   space collapsed, at most MAX_TITLE_DETAIL characters.
 */

/** The longest detail a `title` query parameter adds (characters). */
export const MAX_TITLE_DETAIL = 40;

/** Control, bidirectional-formatting and zero-width characters: nothing a title shows. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed here
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** A detail as a title may show it: visible characters, single spaces, cut to MAX_TITLE_DETAIL. */
export function cleanTitleDetail(text: string): string {
  const visible = text.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
  return [...visible].slice(0, MAX_TITLE_DETAIL).join('').trim();
}

/** The detail a `title` query parameter adds to this route's title, or null (see the module's comment). */
export function titleDetail(route: Pick<RouteDef, 'name'> | null, search: string): string | null {
  if (!route || !isDetailRoute(route)) return null;
  const detail = cleanTitleDetail(new URLSearchParams(search).get('title') ?? '');
  return detail === '' ? null : detail;
}

/** The declared title's locale key: a `title` of the route's declared params, else its meta title. */
export function declaredTitleKey(route: Pick<RouteDef, 'meta'>): string {
  return route.meta.params?.title ?? route.meta.title;
}

/** A declared title with its detail: "View user · VIP customer". */
export function withDetail(title: string, detail: string | null | undefined): string {
  return detail ? `${title} · ${detail}` : title;
}
