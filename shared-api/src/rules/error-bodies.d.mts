/** Types of `error-bodies.mjs`. */
export type ErrorBody = {
  '@context': string;
  '@id': string;
  '@type': 'hydra:Error';
  title: string;
  detail: string;
  status: number;
  type: string;
  'hydra:title': string;
  'hydra:description': string;
  error: string;
};
export function genericErrorBody(status: number, error: string, detail?: string): ErrorBody;
/** The part of a Fastify reply the 503 is sent through. */
export type ReplyForError<R> = { code(status: number): R; header(name: string, value: string): R; type(type: string): R; send(body: ErrorBody): R };
export function sendServiceUnavailable<R extends ReplyForError<R>>(reply: R): R;
