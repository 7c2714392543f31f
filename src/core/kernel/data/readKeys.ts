import type { HttpMethod } from '../../../contract/platform.ts';

/**
 * A read is keyed by the API path it reads first, then whatever else tells its answers apart
 * (`[path, params]`): identical reads share one call, and a write invalidates by path.
 */
export type ReadKey = readonly [path: string, ...rest: unknown[]];

/** The area a path belongs to, by the API convention `/api/<group>/<area>/…`. */
export function areaOf(path: string): string {
  return path.split('?')[0]!.split('/').slice(0, 4).join('/');
}

/** Whether a successful call of `method` to `path` changes what the reads of `readPath` answer. */
export function writeChanges(method: HttpMethod, path: string, readPath: unknown): boolean {
  if (method === 'GET' || typeof readPath !== 'string') return false;
  const area = areaOf(path);
  return readPath === area || readPath.startsWith(`${area}/`);
}
