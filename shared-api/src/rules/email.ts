/** The longest address SMTP can carry (RFC 5321's path limit less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

const WHITESPACE = /\s/;

/**
 * One e-mail shape for the API's checks and the screens' (something@domain.tld, no spaces).
 * Written as index scans rather than a regular expression: the pattern it replaces backtracked
 * quadratically on domains full of dots, so one request could hold the API for minutes.
 */
export function isEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH || WHITESPACE.test(value)) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  const domain = value.slice(at + 1);
  const dot = domain.indexOf('.', 1);
  return dot > 0 && dot < domain.length - 1;
}
