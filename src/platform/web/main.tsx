import { startConsole } from '../../core/app/startConsole.tsx';
import { createWebPlatform } from './webPlatform.ts';

void startConsole(createWebPlatform(), document.getElementById('app')!);
