/** Maps the platform's icon names to primeicons classes; unknown names get a neutral fallback. */
const ICONS: Record<string, string> = {
  homepage: 'pi-home',
  dashboard: 'pi-home',
  business: 'pi-briefcase',
  user: 'pi-user',
  peoples: 'pi-users',
  points: 'pi-star',
  money: 'pi-wallet',
  tag: 'pi-tag',
  invitation: 'pi-send',
  setting: 'pi-cog',
  system: 'pi-cog',
  car: 'pi-car',
  good: 'pi-thumbs-up',
  brand: 'pi-bookmark',
  channel: 'pi-sitemap',
  incentive: 'pi-gift',
  document: 'pi-file',
  message: 'pi-comments',
  tree: 'pi-building',
  position: 'pi-id-card',
  lock: 'pi-lock',
  role: 'pi-shield',
  menu: 'pi-bars',
  dict: 'pi-book',
  monitor: 'pi-desktop',
  report: 'pi-chart-bar',
  reconciliation: 'pi-calculator',
  invoice: 'pi-receipt',
  member: 'pi-id-card',
  link: 'pi-link',
  gift: 'pi-gift',
  star: 'pi-star',
  share: 'pi-share-alt',
  post: 'pi-id-card',
};

/** The icon names the platform's menus use, for the menu editor's picker. */
export const ICON_NAMES: readonly string[] = Object.keys(ICONS).sort();

export const FALLBACK_ICON = 'pi pi-circle';

export function iconClass(name: string | undefined | null): string {
  const icon = typeof name === 'string' ? ICONS[name.toLowerCase()] : undefined;
  return icon ? `pi ${icon}` : FALLBACK_ICON;
}
