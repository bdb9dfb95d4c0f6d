/**
 * A server-sent-events stream read as a browser's EventSource reads it (HTML, "Server-sent events"): it
 * sends the last event id when it connects again, comes back by itself after a dropped stream or a failed
 * connection (after the server's `retry:`, 3 s until one is given), and stops for good on an answer that
 * is not an event stream. Over undici's `request` and its Node stream, parsed by eventsource-parser: the
 * `eventsource` package reads through web streams, which were, with parsing every board, the largest part of the
 * load driver's profile.
 */
import { StringDecoder } from 'node:string_decoder';
import { createParser } from 'eventsource-parser';
import { request } from 'undici';

export const CONNECTING = 0;
export const OPEN = 1;
export const CLOSED = 2;

export class EventStream {
  readyState = CONNECTING;
  lastEventId = '';
  retryMs = 3000;
  #controller;
  #reconnect;

  /**
   * `headers()` is asked at each connection (cookies change); `onOpen()`, `onMessage({ id, data })` and
   * `onError()` are called as the EventSource's events would be.
   */
  constructor(url, { dispatcher, headers = () => ({}), onOpen = () => {}, onMessage = () => {}, onError = () => {} }) {
    Object.assign(this, { url, dispatcher, headers, onOpen, onMessage, onError });
    this.#connect();
  }

  close() {
    this.readyState = CLOSED;
    clearTimeout(this.#reconnect);
    this.#controller?.abort();
  }

  async #connect() {
    const controller = new AbortController();
    this.#controller = controller;
    const parser = createParser({
      onEvent: (event) => {
        if (event.id !== undefined) this.lastEventId = event.id;
        if ((event.event ?? 'message') === 'message' && this.readyState === OPEN) this.onMessage({ id: this.lastEventId, data: event.data });
      },
      onRetry: (ms) => {
        this.retryMs = ms;
      },
    });
    try {
      const resume = this.lastEventId ? { 'last-event-id': this.lastEventId } : {};
      const headers = { accept: 'text/event-stream', 'cache-control': 'no-store', ...resume, ...this.headers() };
      const response = await request(this.url, { headers, dispatcher: this.dispatcher, signal: controller.signal });
      if (response.statusCode !== 200 || !String(response.headers['content-type'] ?? '').startsWith('text/event-stream')) {
        response.body.dump().catch(() => undefined);
        if (this.readyState === CLOSED) return;
        this.readyState = CLOSED;
        return this.onError();
      }
      if (this.readyState === CLOSED) return response.body.destroy();
      this.readyState = OPEN;
      this.onOpen();
      // undici's body gives buffers; a character may span two of them.
      const text = new StringDecoder('utf8');
      for await (const chunk of response.body) parser.feed(text.write(chunk));
    } catch {
      // A connection refused, reset or aborted: the same as a stream that ended, unless closed on purpose.
    }
    if (this.readyState === CLOSED) return;
    this.readyState = CONNECTING;
    this.onError();
    this.#reconnect = setTimeout(() => this.#connect(), this.retryMs);
  }
}
