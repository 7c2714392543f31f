import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { ConsoleDialog } from '../components/ConsoleDialog.tsx';
import { useServices } from '../kernel/services.ts';
import { answerDiscard, askDiscard, discardQuestion, giveUp, hasUnsaved } from '../kernel/unsaved.ts';
import { navigate, setNavigationBlocker } from '../routes/hashLocation.ts';
import { splitHash } from '../routes/hashPath.ts';
import { isPublicPath } from '../../contract/constants.ts';
import { followSessionForDrafts } from '../session/sessionDrafts.ts';

/**
 * Asks "Discard changes?" for the signed-in console: when a form asks (closing it), when a route
 * change would take a screen with a changed form away (a kept-alive screen keeps it, so it does not
 * ask), and — in the web build — the browser's own question before the page unloads. It also marks
 * the drafts of a session that ends.
 */
export function UnsavedChangesHost() {
  const { t } = useTranslation();
  const messageId = useId();
  const { tabs, platform, session } = useServices();
  const open = useStore(discardQuestion, (s) => s.open);

  useEffect(() => {
    setNavigationBlocker((fromHash, toHash) => {
      const from = splitHash(fromHash).path;
      const target = splitHash(toHash);
      const to = target.search ? `${target.path}?${target.search}` : target.path;
      // Another query of the same screen (a list's view) takes nothing away; signing out and an
      // ended session go their own way (drafts keep what was typed).
      if (target.path === from || isPublicPath(target.path)) return false;
      const kept = tabs.store.getState().tabs.some((tab) => tab.path === from && tab.keepAlive);
      if (kept || !hasUnsaved((path) => path === from)) return false;
      void askDiscard().then((discard) => {
        if (!discard) return;
        giveUp((path) => path === from);
        navigate(to, { force: true });
      });
      return true;
    });
    return () => setNavigationBlocker(null);
  }, [tabs]);

  // A session that ends keeps its drafts, marked interrupted; another account signing in removes
  // them (sessionDrafts.ts).
  // Mounted with the console, once the nav has loaded: the account signed in is followed from here.
  useEffect(() => {
    const follow = followSessionForDrafts(platform.drafts, () => location.origin);
    follow(session.store.getState(), { status: 'loggedOut', nav: null });
    return session.store.subscribe(follow);
  }, [session, platform]);

  useEffect(() => {
    if (platform.kind !== 'web') return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsaved()) return;
      event.preventDefault();
      // Older browsers ask only when this is set.
      event.returnValue = '';
    };
    addEventListener('beforeunload', onBeforeUnload);
    return () => removeEventListener('beforeunload', onBeforeUnload);
  }, [platform]);

  return (
    <ConsoleDialog
      visible={open}
      onHide={() => answerDiscard(false)}
      header={t('unsaved.title')}
      width="26rem"
      describedBy={messageId}
      buttons={() => [
        { label: t('unsaved.discard'), look: 'danger', onClick: () => answerDiscard(true) },
        { label: t('unsaved.keep'), onClick: () => answerDiscard(false), autoFocus: true },
      ]}
    >
      <p id={messageId}>{t('unsaved.message')}</p>
    </ConsoleDialog>
  );
}
