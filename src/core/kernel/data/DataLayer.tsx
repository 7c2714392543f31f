import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useServices } from '../services.ts';
import { createConsoleQueryClient } from './queryClient.ts';
import { watchConnection, type Connection, type ConnectionState } from './connection.ts';

const ConnectionContext = createContext<Connection | null>(null);

/**
 * The data layer of a signed-in console: one query client and one connection watcher, made when
 * the console's shell mounts and dropped with it (a sign-out keeps no account's data). Loaded with
 * the signed-in console only: the sign-in screen loads none of it.
 */
export function DataLayer({ children }: { children: ReactNode }) {
  const { api } = useServices();
  const [client] = useState(createConsoleQueryClient);
  const [connection, setConnection] = useState<Connection | null>(null);
  useEffect(() => {
    const watched = watchConnection(api, client);
    setConnection(watched);
    return () => {
      watched.stop();
      client.clear();
    };
  }, [api, client]);
  return (
    <QueryClientProvider client={client}>
      <ConnectionContext.Provider value={connection}>{children}</ConnectionContext.Provider>
    </QueryClientProvider>
  );
}

const ONLINE: ConnectionState = { offline: false };
const nothing = () => () => undefined;

/** Whether the console is offline (the browser says so, or a call failed on the way). */
export function useConnection(): ConnectionState {
  const connection = useContext(ConnectionContext);
  return useSyncExternalStore(connection?.subscribe ?? nothing, connection?.get ?? (() => ONLINE));
}
