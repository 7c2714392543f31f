import { startConsole } from '../../app/startConsole.tsx';
import { createExtensionPlatform } from '../../platform/extension/extensionPlatform.ts';
import { keepPanelView } from './keepPanelView.ts';

/**
 * The side panel's console. It starts once the drawing of the last view is settled (drawn or
 * not: a storage read), so that the live console never renders under a drawing still being made;
 * then it keeps what it shows for the next opening.
 */
export async function startPanelConsole(drawn: Promise<boolean>): Promise<void> {
  await drawn;
  const services = await startConsole(createExtensionPlatform(), document.getElementById('app')!);
  keepPanelView(services);
}
