/** The organisation group as the console's menu and permissions know it; its areas' fields are in areas.ts. */
import { defineGroup } from '../../core/resources/defineArea.ts';
import { preloadable } from '../../core/kernel/preloadable.ts';
import { areas } from './group.ts';

export const organization = defineGroup('organization', 'tree', [areas.institution, areas.position, areas.personnel], {
  'institution-tree': preloadable(() => import('./InstitutionTreeView.tsx')),
});
