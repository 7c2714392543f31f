import 'primeicons/primeicons.css';
import type { ReactNode } from 'react';
import type { RouteDef } from '../routes/types.ts';
import { ConsoleLayout } from './ConsoleLayout.tsx';
import { ScreenHost } from './ScreenHost.tsx';
import { PrimeProvider } from '../kernel/PrimeProvider.tsx';
import { DataLayer } from '../kernel/data/DataLayer.tsx';

/**
 * The signed-in console: layout around the kept-alive screens. Loaded as its own chunk. `above` is
 * what the app shows above every screen (the side panel's "On this page").
 */
export default function ConsoleShell({ active, above }: { active: RouteDef | null; above?: ReactNode }) {
  return (
    <PrimeProvider>
      <DataLayer>
        <ConsoleLayout active={active} above={above}>
          <ScreenHost active={active} />
        </ConsoleLayout>
      </DataLayer>
    </PrimeProvider>
  );
}
