/** Starts the reference API server on a local port. */
import { createAdaptorServer } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppOptions } from './app.ts';
import { createApp } from './app.ts';
import { isLoopbackListenHost } from './hosts.ts';
import type { AppState } from './state.ts';

export interface StartOptions extends AppOptions {
  /** 0 picks a free port. */
  port: number;
  /** 127.0.0.1 unless given. On a loopback address only requests addressed to a loopback name are answered. */
  host?: string;
}

export interface RunningServer {
  port: number;
  /** Base address without a trailing slash, e.g. `http://127.0.0.1:8790`. */
  url: string;
  /** Stops accepting connections, ends open ones and resolves when the server is closed. */
  close(): Promise<void>;
  /** The live state, for tests that need to look inside. */
  state: AppState;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const { app, state } = createApp({ ...options, loopbackOnly: options.loopbackOnly ?? isLoopbackListenHost(host) });
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | undefined;
  return {
    port,
    url: `http://${urlHost}:${port}`,
    state,
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
