import type { ReactNode } from 'react';
import { ServicesContext, type Services } from '../../../src/core/kernel/services.ts';
import { DataLayer } from '../../../src/core/kernel/data/DataLayer.tsx';
import type { ApiClient } from '../../../src/core/api/client.ts';

/** A wrapper that gives hooks the services they read and a data layer of their own. */
export function withDataLayer(
  services: Omit<Partial<Services>, 'api'> & { api: Pick<ApiClient, 'call'> & Partial<ApiClient> },
) {
  const api: ApiClient = { observe: () => () => undefined, ...services.api };
  const value = { ...services, api } as unknown as Services;
  return ({ children }: { children: ReactNode }) => (
    <ServicesContext.Provider value={value}>
      <DataLayer>{children}</DataLayer>
    </ServicesContext.Provider>
  );
}
