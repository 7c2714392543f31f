/** The error the permission gate throws when it is not given a non-empty list of permission strings (SPEC 5). */
export const NEED_ROLES = 'need roles!';

/** Checks the gate's argument: a non-empty list of strings, or it throws 'need roles!' (SPEC 5). */
export function assertNeed(need: unknown): asserts need is readonly string[] {
  if (!Array.isArray(need) || need.length === 0 || !need.every((item) => typeof item === 'string' && item !== '')) {
    throw new Error(NEED_ROLES);
  }
}

/**
 * SPEC 5 and 6: an element gated by permission strings (sys:module:action) is shown when the
 * user holds at least one of them.
 */
export function hasPermission(held: readonly string[], need: unknown): boolean {
  assertNeed(need);
  return need.some((permission) => held.includes(permission));
}
