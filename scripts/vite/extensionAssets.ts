import type { Plugin } from 'vite';
import zhCn from '../../locales/zh-cn.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import { iconPng } from './pngIcon.ts';

export const ICON_SIZES = [16, 32, 48, 128] as const;

/** Chrome's _locales messages, generated from the console's own locales (one source of texts). */
export function chromeMessages(
  texts: typeof en,
): Record<
  string,
  { message: string; description: string; placeholders?: Record<string, { content: string; example: string }> }
> {
  return {
    appName: { message: texts.extension.name, description: 'Extension name' },
    appShortName: { message: texts.extension.shortName, description: 'Short name' },
    appDescription: { message: texts.extension.description, description: 'Extension description' },
    actionTitle: { message: texts.extension.actionTitle, description: 'Toolbar button tooltip' },
    commandOpen: { message: texts.extension.commandOpen, description: 'Keyboard shortcut description' },
    commandLookup: { message: texts.extension.commandLookup, description: 'Lookup shortcut description' },
    lookupMenu: { message: texts.extension.lookupMenu, description: 'Context menu entry on selected text' },
    badgeTitle: {
      message: texts.extension.badgeTitle.replace('{{count}}', '$COUNT$'),
      description: 'Toolbar tooltip while withdrawals await audit',
      placeholders: { count: { content: '$1', example: '12' } },
    },
    badgeTitleUnreachable: {
      message: texts.extension.badgeTitleUnreachable,
      description: 'Toolbar tooltip while the API host cannot be reached',
    },
    badgeTitleWatch: {
      message: texts.extension.badgeTitleWatch.replace('{{pending}}', '$PENDING$').replace('{{changes}}', '$CHANGES$'),
      description: 'Toolbar tooltip while withdrawals await audit and watched cases changed',
      placeholders: { pending: { content: '$1', example: '12' }, changes: { content: '$2', example: '2' } },
    },
  };
}

/** Emits the extension's icons and _locales into dist/extension. */
export function extensionAssets(): Plugin {
  return {
    name: 'console:extension-assets',
    apply: 'build',
    generateBundle() {
      for (const size of ICON_SIZES)
        this.emitFile({ type: 'asset', fileName: `icons/icon-${size}.png`, source: iconPng(size) });
      this.emitFile({
        type: 'asset',
        fileName: '_locales/zh_CN/messages.json',
        source: JSON.stringify(chromeMessages(zhCn), null, 2),
      });
      this.emitFile({
        type: 'asset',
        fileName: '_locales/en/messages.json',
        source: JSON.stringify(chromeMessages(en), null, 2),
      });
    },
  };
}
