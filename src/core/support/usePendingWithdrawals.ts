import { useEffect, useState } from 'react';
import { useServices } from '../kernel/services.ts';
import { useSession } from '../kernel/useSession.ts';
import { resolvePath } from '../routes/resolve.ts';
import {
  badgeText,
  countOf,
  PENDING_CHANGED_EVENT,
  PENDING_REFRESH_MINUTES,
  PENDING_WITHDRAWALS_MENU,
  PENDING_WITHDRAWALS_PATH,
} from '../../contract/pendingWork.ts';

/**
 * The badge text of the withdrawal menu entry: withdrawals awaiting audit, asked for when the
 * console opens, every few minutes while the page is visible, and after an audit. Accounts
 * without the withdrawal screen do not ask; a refused or failed count shows no badge, no error.
 * In the extension the worker sees this call pass and sets the toolbar badge from it.
 */
export function usePendingWithdrawals(): string {
  const { api } = useServices();
  const routes = useSession((s) => s.routes);
  const hasScreen = resolvePath(PENDING_WITHDRAWALS_MENU, routes).type === 'screen';
  const [text, setText] = useState('');

  useEffect(() => {
    if (!hasScreen) {
      setText('');
      return;
    }
    let live = true;
    const refresh = () => {
      if (document.visibilityState === 'hidden') return;
      api
        .call<unknown>({ method: 'GET', url: PENDING_WITHDRAWALS_PATH }, { quiet: true })
        .then((data) => {
          // Read as the worker reads it for the toolbar badge: both badges agree.
          if (live) setText(badgeText(countOf(data)));
        })
        .catch(() => {
          if (live) setText('');
        });
    };
    refresh();
    const timer = setInterval(refresh, PENDING_REFRESH_MINUTES * 60_000);
    addEventListener(PENDING_CHANGED_EVENT, refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      live = false;
      clearInterval(timer);
      removeEventListener(PENDING_CHANGED_EVENT, refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [api, hasScreen]);

  return text;
}
