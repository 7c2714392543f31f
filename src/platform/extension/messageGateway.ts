import browser from 'webextension-polyfill';
import type { ApiRequest, Gateway, SignInRequest, TransportReply } from '../types.ts';
import { isBroadcast, type WorkerRequest } from './protocol.ts';

const UNREACHABLE: TransportReply = { ok: false, kind: 'network' };

function isReply(value: unknown): value is TransportReply {
  return typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';
}

/**
 * The side panel's gateway: forwards plain requests to the background worker and answers its
 * plain replies. It never sees the token; it only asks whether a session exists.
 */
export class MessageGateway implements Gateway {
  private async send(message: WorkerRequest): Promise<unknown> {
    try {
      return await browser.runtime.sendMessage(message);
    } catch {
      // The worker was stopped and is starting again: one more try wakes it.
      try {
        return await browser.runtime.sendMessage(message);
      } catch {
        return undefined;
      }
    }
  }

  private async reply(message: WorkerRequest): Promise<TransportReply> {
    const answer = await this.send(message);
    return isReply(answer) ? answer : UNREACHABLE;
  }

  request(request: ApiRequest): Promise<TransportReply> {
    return this.reply({ type: 'api.request', request });
  }

  signIn(request: SignInRequest, options: { remember: boolean }): Promise<TransportReply> {
    return this.reply({ type: 'session.signIn', request, remember: options.remember });
  }

  signOut(): Promise<TransportReply> {
    return this.reply({ type: 'session.signOut' });
  }

  async hasSession(): Promise<boolean> {
    return (await this.send({ type: 'session.has' })) === true;
  }

  async clearSession(): Promise<void> {
    await this.send({ type: 'session.clear' });
  }

  onSessionChange(listener: (has: boolean) => void): () => void {
    const onMessage = (message: unknown) => {
      if (isBroadcast(message)) listener(message.hasSession);
    };
    browser.runtime.onMessage.addListener(onMessage);
    return () => browser.runtime.onMessage.removeListener(onMessage);
  }
}
