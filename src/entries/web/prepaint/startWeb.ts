import { showStartupFailure } from '../../../app/startupFailure.ts';
import { browserEnvironment, consoleLanguage } from './prepaint.ts';
import { languageFromBrowser } from '../../../contract/language.ts';

/**
 * Starts the console's code. When it cannot load (the connection dropped after the page came), the
 * page says so in the person's language with a way to reload, instead of leaving a drawn sign-in
 * form that answers nothing.
 */
export function startWebConsole(load: () => Promise<unknown>, doc: Document = document): Promise<void> {
  return load().then(
    () => undefined,
    (error: unknown) => {
      let language: string;
      try {
        language = consoleLanguage(browserEnvironment());
      } catch {
        // Storage refused (reading it throws): the browser's language.
        language = languageFromBrowser(navigator.languages);
      }
      showStartupFailure(doc.getElementById('app')!, language, error);
    },
  );
}
