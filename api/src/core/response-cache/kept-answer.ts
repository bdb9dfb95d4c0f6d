import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// Brotli 5 turns the benchmark's 254 KB board into 5.9 KB in about 4 ms, once per change;
// the highest qualities take a hundred times longer for a few percent more.
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipped(body, { level: 6 }),
};

/** Smaller answers go out as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

/** The encoding to send an answer of `bytes` in, given the request's Accept-Encoding. */
export function encodingFor(acceptEncoding: string | undefined, bytes: number): Encoding | undefined {
  if (!acceptEncoding || bytes < COMPRESS_FROM_BYTES) return undefined;
  return negotiator.negotiate(acceptEncoding) ?? undefined;
}

/** An answer as sent: its bytes, and each encoding of them made once, when first asked for. */
export type KeptAnswer = {
  stamp: string;
  type: string;
  body: Buffer;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
};

export function keptAnswer(stamp: string, type: string, body: Buffer): KeptAnswer {
  return { stamp, type, body, encoded: {} };
}

export function encoded(answer: KeptAnswer, encoding: Encoding): Promise<Buffer> {
  answer.encoded[encoding] ??= compressors[encoding](answer.body);
  return answer.encoded[encoding];
}

/** Bytes an answer holds, for the cache's budget (each encoding is far smaller than the body). */
export const keptBytes = (answer: KeptAnswer) => Math.ceil(answer.body.length * 1.3) + 200;
