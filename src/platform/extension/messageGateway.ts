import browser from 'webextension-polyfill';
import type { ApiRequest, Gateway, SessionEndReason, SignInRequest, TransportReply } from '../../contract/platform.ts';
import { isBroadcast, isDraftRequest, isSessionEndReason, isWatchRequest, type WorkerRequest } from './protocol.ts';

const UNREACHABLE: TransportReply = { ok: false, kind: 'network' };

function isReply(value: unknown): value is TransportReply {
  return typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';
}

/** The runtime's error when no worker listened: the message certainly never arrived. */
export function neverDelivered(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Receiving end does not exist|Could not establish connection/i.test(message);
}

/**
 * Messages whose repetition changes nothing on the server or in the session (a draft written,
 * removed or marked twice is the same draft).
 */
export function isRepeatable(message: WorkerRequest): boolean {
  switch (message.type) {
    case 'session.has':
    case 'session.clear':
    case 'session.endReason':
    case 'log.list':
    case 'log.clear':
      return true;
    case 'api.request':
      return message.request.method === 'GET';
    default:
      // A watch added or removed twice is the same list.
      return isDraftRequest(message) || isWatchRequest(message);
  }
}

/** The part of `browser.runtime` the gateway uses. */
export interface RuntimeLike {
  sendMessage(message: unknown): Promise<unknown>;
  onMessage: {
    addListener(listener: (message: unknown) => void): void;
    removeListener(listener: (message: unknown) => void): void;
  };
}

/**
 * Sends a message to the worker: a second time only when the first certainly never reached it (the
 * worker was stopped and no listener answered yet) or when repeating it changes nothing
 * (isRepeatable). Answers undefined when the worker could not be reached; never throws.
 */
export async function sendToWorker(runtime: RuntimeLike, message: WorkerRequest): Promise<unknown> {
  try {
    return await runtime.sendMessage(message);
  } catch (error) {
    if (!neverDelivered(error) && !isRepeatable(message)) return undefined;
    try {
      return await runtime.sendMessage(message);
    } catch {
      return undefined;
    }
  }
}

/**
 * The side panel's gateway: forwards plain requests to the background worker and answers its
 * plain replies. It never sees the token; it only asks whether a session exists.
 *
 * A message is sent a second time only when the first certainly never reached the worker (it was
 * stopped and no listener answered yet), or when repeating it changes nothing (a GET, a question):
 * a sign-in, a POST, PUT or DELETE is never repeated after it may have been delivered.
 */
export class MessageGateway implements Gateway {
  constructor(private readonly runtime: RuntimeLike = browser.runtime as unknown as RuntimeLike) {}

  private send(message: WorkerRequest): Promise<unknown> {
    return sendToWorker(this.runtime, message);
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

  async endReason(): Promise<SessionEndReason | null> {
    const reason = await this.send({ type: 'session.endReason' });
    return isSessionEndReason(reason) ? reason : null;
  }

  onSessionChange(listener: (has: boolean, reason?: SessionEndReason) => void): () => void {
    const onMessage = (message: unknown) => {
      if (isBroadcast(message)) listener(message.hasSession, message.reason);
    };
    this.runtime.onMessage.addListener(onMessage);
    return () => this.runtime.onMessage.removeListener(onMessage);
  }
}
