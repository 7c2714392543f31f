/** The business group as the console's menu and permissions know it; its areas' fields are in areas.ts. */
import { defineGroup, defineScreen, inMenuOrder } from '../../core/resources/defineArea.ts';
import { preloadable } from '../../core/kernel/preloadable.ts';
import { areas } from './group.ts';

export const business = defineGroup(
  'business',
  'business',
  inMenuOrder(areas, {
    user: [
      defineScreen('business', 'user-look', 'user-look', {
        icon: 'user',
        keepAlive: false,
        hidden: true,
        activeMenu: '/business/user',
      }),
    ],
  }),
  { 'user-look': preloadable(() => import('./UserLookView.tsx')) },
);
