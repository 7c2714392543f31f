import 'primeicons/primeicons.css';
import type { RouteDef } from '../routes/types.ts';
import { ConsoleLayout } from './ConsoleLayout.tsx';
import { ScreenHost } from './ScreenHost.tsx';
import { PrimeProvider } from '../kernel/PrimeProvider.tsx';

/** The signed-in console: layout around the kept-alive screens. Loaded as its own chunk. */
export default function ConsoleShell({ active }: { active: RouteDef | null }) {
  return (
    <PrimeProvider>
      <ConsoleLayout active={active}>
        <ScreenHost active={active} />
      </ConsoleLayout>
    </PrimeProvider>
  );
}
