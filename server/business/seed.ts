/**
 * The demo business data: the same seed always gives the same records; times are placed
 * relative to `now` (the moment of seeding), so "registered this week" or "pending" mean
 * something on the day the demo runs.
 */
import type { BusinessData } from './model.ts';
import { Random } from './random.ts';
import { seedConfig } from './seedConfig.ts';
import { seedOrganization } from './seedOrganization.ts';
import { seedPeople } from './seedPeople.ts';

export const BUSINESS_SEED = 20_260_101;

export function seedBusiness(now: number = Date.now()): BusinessData {
  // Whole minutes, so that a record's time never lies after the moment it was seeded.
  const anchor = Math.floor(now / 60_000) * 60_000;
  const people = seedPeople(new Random(BUSINESS_SEED), anchor);
  const config = seedConfig(new Random(BUSINESS_SEED + 1), anchor);
  const organization = seedOrganization(new Random(BUSINESS_SEED + 2), anchor);
  return { ...people, ...config, ...organization };
}
