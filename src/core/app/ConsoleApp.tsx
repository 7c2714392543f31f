import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { ServicesContext, type Services } from './services.ts';
import { Notifications } from '../notify/Notifications.tsx';
import { AppRoutes } from './AppRoutes.tsx';
import { useHashPath, useHashSearch } from '../routes/hashLocation.ts';

export function ConsoleApp({ services }: { services: Services }) {
  return (
    <ServicesContext.Provider value={services}>
      <I18nextProvider i18n={services.i18n}>
        <Router hook={useHashPath} searchHook={useHashSearch}>
          <AppRoutes />
        </Router>
        <Notifications />
      </I18nextProvider>
    </ServicesContext.Provider>
  );
}
