/**
 * The areas declared to the framework, by name (the route name of their list screen). The
 * framework knows no area itself: each feature registers its declarations (src/core/areas).
 */
import type { ResourceDef } from './types.ts';

const declared = new Map<string, ResourceDef>();

export function registerResources(defs: readonly ResourceDef[]): void {
  for (const def of defs) declared.set(def.name, def);
}

export function resourceFor(name: string): ResourceDef | undefined {
  return declared.get(name);
}
