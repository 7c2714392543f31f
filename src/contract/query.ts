/**
 * Query parameters serialised in the bracket style (SPEC 7): `ids[]=1&ids[]=2`, `a[b]=1`.
 * Pure. `undefined` and `null` values are left out, like the common `qs` bracket format.
 */
export function serializeQuery(params: Record<string, unknown> | undefined | null): string {
  if (!params || typeof params !== 'object') return '';
  const parts: string[] = [];
  const seen = new Set<object>();
  const add = (key: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (value instanceof Date) {
      parts.push(`${encode(key)}=${encode(value.toISOString())}`);
      return;
    }
    if (Array.isArray(value)) {
      if (seen.has(value)) return;
      seen.add(value);
      for (const item of value) add(`${key}[]`, item);
      seen.delete(value);
      return;
    }
    if (typeof value === 'object') {
      if (seen.has(value)) return;
      seen.add(value);
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
      seen.delete(value);
      return;
    }
    parts.push(`${encode(key)}=${encode(String(value))}`);
  };
  seen.add(params);
  for (const [k, v] of Object.entries(params)) add(k, v);
  return parts.join('&');
}

function encode(text: string): string {
  // Brackets stay readable, as servers that read the bracket style expect them either way.
  return encodeURIComponent(text).replace(/%5B/g, '[').replace(/%5D/g, ']');
}
