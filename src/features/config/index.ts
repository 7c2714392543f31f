/** The configuration group as the console's menu and permissions know it; its areas' fields are in areas.ts. */
import { defineGroup, defineScreen, inMenuOrder } from '../../core/resources/defineArea.ts';
import { preloadable } from '../../core/kernel/preloadable.ts';
import { areas } from './group.ts';

/** The incentive form's own pages: new, edit and view, each shown as the incentive menu entry. */
const incentivePage = (name: string) =>
  defineScreen('config', name, 'incentive-form', { hidden: true, activeMenu: '/config/incentive' });

export const config = defineGroup(
  'config',
  'setting',
  inMenuOrder(areas, {
    incentive: [incentivePage('incentive-add'), incentivePage('incentive-edit'), incentivePage('incentive-look')],
  }),
  { 'incentive-form': preloadable(() => import('./IncentiveFormView.tsx')) },
);
