/**
 * The lookup route's address, apart from the rules that answer it (`target.ts`): the console's
 * first code names the route, and loads the rules only when a lookup is opened.
 */

/** The hidden route a lookup opens: `/lookup?q=<the selected text>`. */
export const LOOKUP_PATH = '/lookup';
export const LOOKUP_PARAM = 'q';
/** The list screens read their keyword filter from this query parameter. */
export const KEYWORD_PARAM = 'keyword';
