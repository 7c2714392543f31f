import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../core/kernel/services.ts';
import { listMenus, type MenuEntity } from '../../core/api/endpoints/menu.ts';

/** The menu list, reloaded on demand. A failed load keeps what was shown (the toast says why). */
export function useMenus(): { menus: MenuEntity[]; loading: boolean; failed: boolean; reload: () => Promise<void> } {
  const { api } = useServices();
  const [menus, setMenus] = useState<MenuEntity[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setMenus(await listMenus(api));
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [api]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { menus, loading, failed, reload };
}
