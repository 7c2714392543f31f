import { listMenus, type MenuEntity } from '../../core/api/endpoints/menu.ts';
import { useRead } from '../../core/kernel/data/useRead.ts';
import { MENU_LIST_PATH } from '../../contract/paths.ts';

const NO_MENUS: MenuEntity[] = [];

/** The menu list; a write to the menus reads it again. A failed load keeps what was shown (the toast says why). */
export function useMenus(): { menus: MenuEntity[]; loading: boolean; failed: boolean; reload: () => Promise<void> } {
  const { data, error, loading, reload } = useRead([MENU_LIST_PATH], listMenus);
  return { menus: data ?? NO_MENUS, loading, failed: error !== null, reload };
}
