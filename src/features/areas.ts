/**
 * Every declared area (the features built on the resources framework): each group's list, in menu
 * order, then the plain areas (src/contract/areas.ts `records`), whose declaration the framework
 * derives. Each group's module registers its areas with the framework when it loads, so relations
 * between them resolve; a new area is added to its group's list alone.
 */
import { areasOf, permissionsOf } from '../contract/area.ts';
import { AREA_GROUPS } from '../contract/areas.ts';
import { plainResource } from '../core/resources/plainArea.ts';
import { registerResources } from '../core/resources/registry.ts';
import type { ResourceDef } from '../core/resources/types.ts';
import { AREAS as BUSINESS } from './business/areas.ts';
import { AREAS as CONFIG } from './config/areas.ts';
import { AREAS as ORGANIZATION } from './organization/areas.ts';

export { resourceFor } from '../core/resources/registry.ts';

const WRITTEN: readonly ResourceDef[] = [...BUSINESS, ...CONFIG, ...ORGANIZATION];

const PLAIN: readonly ResourceDef[] = areasOf(AREA_GROUPS)
  .filter((area) => area.records && !WRITTEN.some((def) => def.name === area.name))
  .map((area) => plainResource(area, permissionsOf(area) as ResourceDef['permissions']));
registerResources(PLAIN);

export const RESOURCE_LIST: readonly ResourceDef[] = [...WRITTEN, ...PLAIN];
