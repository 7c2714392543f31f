import { createContext, useContext } from 'react';
import type { LookupKind } from '../../contract/lookupClassify.ts';
import type { RouteDef } from '../routes/types.ts';

/**
 * Where a lookup lands: the screen at `path` with its query parameter `param` set to the looked-up
 * value. A target without `kinds` answers every kind (the last resort, as a text search).
 */
export interface LookupTarget {
  path: string;
  param: string;
  kinds?: readonly LookupKind[];
}

/** Work waiting behind a menu entry: its badge shows the count that `GET count` answers (`{ count }`). */
export interface PendingWorkSource {
  /** The menu entry (a route path) whose badge shows the count; asked for only when the account has it. */
  menu: string;
  /** The API path that answers the count. */
  count: string;
}

/**
 * What the features contribute to the console, as the app composed them. The core names no
 * feature: it serves what is declared here.
 */
export interface FeatureContributions {
  /** The permission-based route groups. */
  routes: readonly RouteDef[];
  /** Every permission string they check (the role screen's access report compares them with a role). */
  permissions: readonly string[];
  /** Where a lookup of each kind lands, in the order they are tried. */
  lookups: readonly LookupTarget[];
  /** The counts shown as badges on menu entries. */
  pendingWork: readonly PendingWorkSource[];
}

/**
 * The features' contributions, given by the app with the signed-in console's code (they are not the
 * sign-in page's): every screen inside the console can read them.
 */
export const FeaturesContext = createContext<FeatureContributions | null>(null);

export function useFeatures(): FeatureContributions {
  const features = useContext(FeaturesContext);
  if (!features) throw new Error('useFeatures outside FeaturesContext');
  return features;
}
