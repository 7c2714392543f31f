/**
 * Every declared area (the features built on the resources framework). Each group's module
 * registers its areas with the framework when it loads, so relations between them resolve.
 */
import type { ResourceDef } from '../core/resources/types.ts';
import { invitation, points, tag, user, withdrawal } from './business/areas.ts';
import { agreement, brand, cars, channel, feedback, incentive, vehicle } from './config/areas.ts';
import { institution, personnel, position } from './organization/areas.ts';

export { resourceFor } from '../core/resources/registry.ts';

export const RESOURCE_LIST: readonly ResourceDef[] = [
  user,
  points,
  withdrawal,
  tag,
  invitation,
  vehicle,
  cars,
  brand,
  channel,
  incentive,
  agreement,
  feedback,
  institution,
  position,
  personnel,
];
