/** The organisation group's areas: their routes and permission strings, by the API convention. */
// Light: the menu and every permission check read these; the fields are in areas.ts.
import { defineArea } from '../../core/resources/defineArea.ts';

export const areas = {
  institution: defineArea('organization', 'institution', 'tree', { screen: 'institution-tree' }),
  position: defineArea('organization', 'position', 'position'),
  personnel: defineArea('organization', 'personnel', 'peoples'),
};
