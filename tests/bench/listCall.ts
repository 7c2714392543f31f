/** The list call the extension's overhead is measured on: a signed-in page of ten users. */
export const LIST_CALL = '/api/business/user/list?page=1&limit=10';

interface ListAnswer {
  code?: unknown;
  data?: { totalCount?: unknown; list?: { id?: unknown }[] };
}

/**
 * The page of users a list call answered, as its ids; throws unless it is a whole, successful answer
 * (code 0, ten users of the server's 600): a worker that answered without calling the server, or
 * a refusal, would otherwise be the cheapest call of all.
 */
export function usersOf(answer: unknown): string {
  const body = answer as ListAnswer | undefined;
  const list = body?.data?.list;
  if (body?.code !== 0 || body.data?.totalCount !== 600 || !Array.isArray(list) || list.length !== 10)
    throw new Error(`the list call did not answer a page of users: ${JSON.stringify(answer)?.slice(0, 200)}`);
  return list.map((user) => String(user.id)).join(',');
}
