/**
 * Bundled into the web build's page by tests/e2e/specs/api-path.spec.ts: the web build's gateway
 * over its token store, as a page script could reach it, at `window.probe(url)`.
 */
import { HttpGateway } from '../../../src/platform/http/httpGateway.ts';
import { webTokenStore } from '../../../src/platform/web/webTokenStore.ts';

const gateway = new HttpGateway(webTokenStore, { baseUrl: () => '' });
(window as unknown as { probe: (url: string) => Promise<unknown> }).probe = (url) =>
  gateway.request({ method: 'GET', url });
