/** The business group as the console's menu and permissions know it; its areas' fields are in areas.ts. */
import { defineGroup, defineScreen, inMenuOrder } from '../../core/resources/defineArea.ts';
import { preloadable } from '../../core/kernel/preloadable.ts';
import { areas } from './group.ts';
import { KEYWORD_PARAM } from '../../core/lookup/lookupRoute.ts';
import { PENDING_WITHDRAWALS_MENU, PENDING_WITHDRAWALS_PATH } from '../../contract/pendingWork.ts';

const userLook = defineScreen('business', 'user-look', 'user-look', {
  icon: 'user',
  keepAlive: false,
  hidden: true,
  activeMenu: areas.user.route.path,
});

export const business = defineGroup(
  'business',
  'business',
  inMenuOrder(areas, { user: [userLook] }),
  { 'user-look': preloadable(() => import('./UserLookView.tsx')) },
  {
    // A user id opens that user's page, an order number the withdrawals; anything else is searched among users.
    lookups: [
      { kinds: ['user-id'], path: userLook.path, param: 'id' },
      { kinds: ['withdrawal'], path: areas.withdrawal.route.path, param: KEYWORD_PARAM },
      { path: areas.user.route.path, param: KEYWORD_PARAM },
    ],
    // Withdrawals awaiting audit: the badge of their menu entry (and, in the extension, of the toolbar).
    pendingWork: [{ menu: PENDING_WITHDRAWALS_MENU, count: PENDING_WITHDRAWALS_PATH }],
  },
);
