/**
 * Plain areas: declared with their records (src/contract/areas.ts, `records`) and served by the
 * convention alone, with the write calls their actions name (add, edit, delete). An area with rules
 * of its own is a ServerResource of areasBusiness.ts, areasConfig.ts or areasOrganization.ts.
 */
import { areasOf, AREA_ACTIONS } from '../../src/contract/area.ts';
import { AREA_GROUPS } from '../../src/contract/areas.ts';
import type { AreaName } from './model.ts';
import type { Group, ServerResource } from './resource.ts';

export function plainResources(): ServerResource[] {
  return areasOf(AREA_GROUPS).flatMap((area) => {
    if (!area.records) return [];
    const actions: readonly string[] = area.actions ?? AREA_ACTIONS;
    const { fields, keyword, defaultSort } = area.records;
    return [
      {
        group: area.group as Group,
        area: area.name as AreaName,
        fields,
        keyword,
        defaultSort,
        writes: {
          create: actions.includes('add'),
          update: actions.includes('edit'),
          remove: actions.includes('delete'),
        },
      },
    ];
  });
}
