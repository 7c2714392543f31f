import '../../core/styles.ts';
import { startConsole } from '../../core/app/startConsole.tsx';
import { createExtensionPlatform } from './extensionPlatform.ts';

void startConsole(createExtensionPlatform(), document.getElementById('app')!);
