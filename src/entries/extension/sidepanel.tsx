import '../../core/styles.ts';
import { startConsole } from '../../app/startConsole.tsx';
import { createExtensionPlatform } from '../../platform/extension/extensionPlatform.ts';

void startConsole(createExtensionPlatform(), document.getElementById('app')!);
