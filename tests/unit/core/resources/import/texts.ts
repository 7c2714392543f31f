import en from '../../../../../locales/en.json';
import zhCn from '../../../../../locales/zh-cn.json';
import type { Translate } from '../../../../../src/core/resources/import/headers.ts';

const lookup = (tree: unknown, key: string): string => {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  return typeof value === 'string' ? value : '';
};

/** The console's texts as the import reads them: English, Chinese. */
export const tEn: Translate = (key) => lookup(en, key);
export const tZh: Translate = (key) => lookup(zhCn, key);
export const BOTH: readonly Translate[] = [tEn, tZh];
