import { useServices } from '../../core/kernel/services.ts';
import { listMenus, type MenuEntity } from '../../core/api/endpoints/menu.ts';
import { useLoad } from '../../core/kernel/useLoad.ts';

const NO_MENUS: MenuEntity[] = [];

/** The menu list, reloaded on demand. A failed load keeps what was shown (the toast says why). */
export function useMenus(): { menus: MenuEntity[]; loading: boolean; failed: boolean; reload: () => Promise<void> } {
  const { api } = useServices();
  const { data, error, loading, reload } = useLoad('permission/menus', () => listMenus(api));
  return { menus: data ?? NO_MENUS, loading, failed: error !== null, reload };
}
