/** The configuration group's areas: their routes and permission strings, by the API convention. */
// Light: the menu and every permission check read these; the fields are in areas.ts.
import { defineArea } from '../../core/resources/defineArea.ts';

export const areas = {
  vehicle: defineArea('config', 'vehicle', 'car'),
  cars: defineArea('config', 'cars', 'good'),
  brand: defineArea('config', 'brand', 'brand'),
  channel: defineArea('config', 'channel', 'channel'),
  incentive: defineArea('config', 'incentive', 'incentive'),
  agreement: defineArea('config', 'agreement', 'document'),
  feedback: defineArea('config', 'feedback', 'message'),
};
