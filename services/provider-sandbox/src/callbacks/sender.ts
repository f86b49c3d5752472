import type { Logger } from 'pino';
import { SIGNATURE_HEADER, signBody } from './sign.ts';

export const CALLBACK_TRIES = 3;

export type CallbackSender = {
  /** Resolves once a try got a 2xx, or after the last failed try; never throws. */
  send(
    url: string,
    secret: string,
    payload: Record<string, unknown>,
  ): Promise<{ delivered: boolean; tries: number }>;
};

export type CallbackSenderOptions = {
  log: Logger;
  retryDelayMs: number;
  timeoutMs: number;
};

export function createCallbackSender(options: CallbackSenderOptions): CallbackSender {
  const { log, retryDelayMs, timeoutMs } = options;
  return {
    async send(url, secret, payload) {
      // Serialised once: the signature must cover exactly the bytes every try sends.
      const body = JSON.stringify(payload);
      for (let tries = 1; tries <= CALLBACK_TRIES; tries++) {
        // Signed again for each try, so a retry carries a fresh timestamp.
        const headers = { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, body) };
        try {
          const response = await fetch(url, {
            method: 'POST',
            headers,
            body,
            redirect: 'manual',
            signal: AbortSignal.timeout(timeoutMs),
          });
          await response.body?.cancel();
          if (response.ok) return { delivered: true, tries };
          log.warn({ url, tries, status: response.status }, 'callback refused');
        } catch (error) {
          log.warn({ url, tries, err: (error as Error).message }, 'callback failed');
        }
        if (tries < CALLBACK_TRIES) await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      }
      log.error({ url, type: payload['type'] }, 'callback abandoned after the last try');
      return { delivered: false, tries: CALLBACK_TRIES };
    },
  };
}
