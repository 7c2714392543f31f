/** The business group's areas: their routes and permission strings, by the API convention. */
// Light: the menu and every permission check read these; the fields are in areas.ts.
import { defineArea } from '../../core/resources/defineArea.ts';

export const areas = {
  user: defineArea('business', 'user', 'user'),
  points: defineArea('business', 'points', 'points', { actions: ['list', 'info', 'add'] }),
  withdrawal: defineArea('business', 'withdrawal', 'money', {
    actions: ['list', 'info'],
    extra: { audit: 'sys:withdrawal:audit' },
  }),
  tag: defineArea('business', 'tag', 'tag'),
  invitation: defineArea('business', 'invitation', 'invitation', { actions: ['list', 'info'] }),
};
