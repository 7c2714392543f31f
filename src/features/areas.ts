/**
 * Every declared area (the features built on the resources framework): each group's list, in menu
 * order. Each group's module registers its areas with the framework when it loads, so relations
 * between them resolve; a new area is added to its group's list alone.
 */
import type { ResourceDef } from '../core/resources/types.ts';
import { AREAS as BUSINESS } from './business/areas.ts';
import { AREAS as CONFIG } from './config/areas.ts';
import { AREAS as ORGANIZATION } from './organization/areas.ts';

export { resourceFor } from '../core/resources/registry.ts';

export const RESOURCE_LIST: readonly ResourceDef[] = [...BUSINESS, ...CONFIG, ...ORGANIZATION];
