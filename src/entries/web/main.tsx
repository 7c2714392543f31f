import { startConsole } from '../../app/startConsole.tsx';
import { createWebPlatform } from '../../platform/web/webPlatform.ts';

void startConsole(createWebPlatform(), document.getElementById('app')!);
