/** The organisation group as the console's menu and permissions know it; its areas' fields are in areas.ts. */
import { defineGroup, inMenuOrder } from '../../core/resources/defineArea.ts';
import { preloadable } from '../../core/kernel/preloadable.ts';
import { areas } from './group.ts';

export const organization = defineGroup('organization', 'tree', inMenuOrder(areas), {
  'institution-tree': preloadable(() => import('./InstitutionTreeView.tsx')),
});
