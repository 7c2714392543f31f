import { performance } from 'node:perf_hooks';
import { buildRoutes } from '../../src/core/routes/buildRoutes.ts';
import { PERMISSION_ROUTES } from '../../src/features/index.ts';
import { flattenRoutes } from '../../src/core/routes/resolve.ts';

const names = flattenRoutes(PERMISSION_ROUTES).map((route) => route.name);

/** A server menu of `size` entries: the route names spread over a tree, plus unrelated entries. */
export function syntheticMenu(size: number): unknown[] {
  const roots: { url: string; name: string; children: unknown[] }[] = [];
  for (let i = 0; i < size; i++) {
    const entry = {
      url: i < names.length ? names[i]! : `area-${i}`,
      name: `菜单 ${i}`,
      icon: 'menu',
      children: [] as unknown[],
    };
    const parent = roots[i % 50];
    if (parent && i >= 50) parent.children.push(entry);
    else roots.push(entry);
  }
  return roots;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Median milliseconds of `buildRoutes` on menus of 100, 1,000 and 10,000 entries. */
export function benchBuildRoutes(runs = 51): { entries: number; medianMs: number; p95Ms: number }[] {
  return [100, 1_000, 10_000].map((entries) => {
    const menu = syntheticMenu(entries);
    for (let i = 0; i < 5; i++) buildRoutes(PERMISSION_ROUTES, menu);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      buildRoutes(PERMISSION_ROUTES, menu);
      times.push(performance.now() - start);
    }
    const sorted = [...times].sort((a, b) => a - b);
    return { entries, medianMs: median(times), p95Ms: sorted[Math.floor(sorted.length * 0.95)]! };
  });
}
