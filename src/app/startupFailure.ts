import startupTexts from 'virtual:console-locale/startup';
import { dismissPrepaint } from '../core/kernel/prepaint.ts';
import { DEFAULT_LANGUAGE } from '../contract/constants.ts';

/**
 * The console could not start (its first texts or code did not load: the connection dropped). Says
 * so in the person's language, with a way to reload, instead of leaving an empty page. Plain DOM:
 * nothing else may have loaded.
 */
export function showStartupFailure(root: HTMLElement, language: string, reason: unknown): void {
  const texts = startupTexts[language] ?? startupTexts[DEFAULT_LANGUAGE]!;
  const box = document.createElement('div');
  box.className = 'console-load-failed';
  box.setAttribute('role', 'alert');
  const message = document.createElement('p');
  message.textContent = texts.loadFailed;
  const detail = document.createElement('p');
  detail.className = 'console-load-failed__reason';
  detail.textContent = reason instanceof Error ? reason.message : String(reason);
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'console-load-failed__button';
  reload.textContent = texts.reload;
  reload.addEventListener('click', () => location.reload());
  box.append(message, detail, reload);
  root.replaceChildren(box);
  dismissPrepaint();
}
