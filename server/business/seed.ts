/**
 * The demo business data: the same seed always gives the same records; times are placed
 * relative to `now` (the moment of seeding), so "registered this week" or "pending" mean
 * something on the day the demo runs.
 *
 * Each area draws from a random stream of its own, seeded from its name: an area added to the
 * declarations (src/contract/areas.ts) changes no other area's records. A plain area's records are
 * its declaration's seed recipe.
 */
import { areasOf, type AreaDeclaration } from '../../src/contract/area.ts';
import { AREA_GROUPS } from '../../src/contract/areas.ts';
import type { BusinessData, Row } from './model.ts';
import { formatDateTime, Random } from './random.ts';
import { seedConfig } from './seedConfig.ts';
import { seedOrganization } from './seedOrganization.ts';
import { seedPeople } from './seedPeople.ts';

export const BUSINESS_SEED = 20_260_101;

/** FNV-1a of the name: the stream of an area depends on nothing but its name. */
function nameHash(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** The random stream of one area. */
export function streamOf(area: string): Random {
  return new Random((BUSINESS_SEED ^ nameHash(area)) >>> 0);
}

/** The records of a plain area: its recipe's, numbered from 1. */
function seedPlain(area: AreaDeclaration, anchor: number): Row[] {
  const records = area.records!.seed({ random: streamOf(area.name), now: anchor, time: formatDateTime });
  return records.map((record, i) => ({ ...record, id: i + 1 }));
}

export function seedBusiness(now: number = Date.now()): BusinessData {
  // Whole minutes, so that a record's time never lies after the moment it was seeded.
  const anchor = Math.floor(now / 60_000) * 60_000;
  const people = seedPeople(streamOf, anchor);
  const config = seedConfig(streamOf, anchor);
  const organization = seedOrganization(streamOf, anchor);
  const plain = areasOf(AREA_GROUPS)
    .filter((area) => area.records)
    .map((area) => [area.name, seedPlain(area, anchor)]);
  return { ...people, ...config, ...organization, ...Object.fromEntries(plain) };
}
