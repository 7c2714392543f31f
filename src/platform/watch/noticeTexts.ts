/**
 * The notifications' texts in each of the console's languages: the `watch.notice` section of
 * `locales/` (one source of texts), and nothing else of those files.
 */
import type { Language } from '../../contract/constants.ts';
import type { WatchNoticeTexts } from '../../contract/watchNotice.ts';
import { watch as en } from '../../../locales/en.json';
import { watch as zhCn } from '../../../locales/zh-cn.json';

export function noticeTexts(language: Language): WatchNoticeTexts {
  return (language === 'en' ? en : zhCn).notice;
}
