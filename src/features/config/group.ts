/** The configuration group's areas, as src/contract/areas.ts declares them: their routes and permission strings. */
// Light: the menu and every permission check read these; the fields are in areas.ts.
import { defineAreas } from '../../core/resources/defineArea.ts';
import { CONFIG } from '../../contract/areas.ts';

export const areas = defineAreas(CONFIG);
