/** Every declared resource by area name (the route name of its list screen). */
import type { ResourceDef } from '../types.ts';
import { invitation, points, tag, user, withdrawal } from './business.ts';
import { agreement, brand, cars, channel, feedback, incentive, vehicle } from './config.ts';
import { institution, personnel, position } from './organization.ts';

export const RESOURCE_LIST: readonly ResourceDef[] = [
  user, points, withdrawal, tag, invitation,
  vehicle, cars, brand, channel, incentive, agreement, feedback,
  institution, position, personnel,
];

export const RESOURCES: ReadonlyMap<string, ResourceDef> = new Map(RESOURCE_LIST.map((def) => [def.name, def]));

export function resourceFor(name: string): ResourceDef | undefined {
  return RESOURCES.get(name);
}
