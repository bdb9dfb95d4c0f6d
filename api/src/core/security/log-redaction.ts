/**
 * Links that act without a session carry their key in the URL: password and
 * e-mail links as `?token=`, an approver's decision link as the last segment
 * of `/api/decision_tokens/{token}` (docs/api-contract.md M10–M11). Anyone who
 * reads the log must not be able to use one, so every log line is scrubbed as
 * it is written, whatever wrote it: request lines, and errors whose message or
 * stack names the URL.
 */
const QUERY_TOKEN = /([?&]token=)[^&#"\\\s]*/gi;
// Percent-encoded and differently cased spellings reach the same handler on some routers; scrub them all.
const DECISION_TOKEN = /(\/decision(?:_|%5f)tokens\/)[^/?#"\\\s]+/gi;

export function redactSecrets(text: string): string {
  return text.replace(QUERY_TOKEN, '$1…').replace(DECISION_TOKEN, '$1…');
}
