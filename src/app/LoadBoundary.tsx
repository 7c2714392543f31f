import { useLayoutEffect, type ReactNode } from 'react';
import { dismissPrepaint } from '../core/kernel/prepaint.ts';
import { useTranslation } from 'react-i18next';
import { ScreenBoundary } from '../core/kernel/ScreenBoundary.tsx';

/**
 * When a part of the console cannot be loaded (the connection dropped between screens), say so
 * and offer to reload, instead of leaving an empty page. The session survives a reload.
 */
export function LoadBoundary({ children }: { children: ReactNode }) {
  return <ScreenBoundary fallback={(reason) => <LoadFailed reason={reason} />}>{children}</ScreenBoundary>;
}

function LoadFailed({ reason }: { reason: string }) {
  const { t } = useTranslation();
  // The sign-in screen's code did not load: its drawing made before would hide this message.
  useLayoutEffect(() => dismissPrepaint(), []);
  return (
    <div className="console-load-failed" role="alert">
      <p>{t('errors.loadFailed')}</p>
      <p className="console-load-failed__reason">{reason}</p>
      <button type="button" className="console-load-failed__button" onClick={() => location.reload()}>
        {t('common.reload')}
      </button>
    </div>
  );
}
