/**
 * Whether the receiving mail server vouches for a mail's From address (RFC 8601). A From header is
 * whatever the sender typed, so a mail speaks for a portal user only when the `Authentication-Results`
 * header that the trusted server (`TASK_INBOX_TRUSTED_AUTHSERV`) added says so: a DMARC pass for the From
 * domain, or an SPF or DKIM pass for a domain aligned with it. Only the topmost such header counts: the
 * receiving server puts its own on top and, as RFC 8601 §5 requires, removes any lower one that claims
 * its name; a header further down was written by whoever sent the mail.
 */

/** One `method=result` of a header, with its `ptype.property=value` pairs (lower case). */
type MethodResult = { method: string; result: string; properties: Map<string, string> };

/** Header values are bounded before parsing; a real one is a few hundred characters. */
const MAX_HEADER_LENGTH = 8_192;

/** Drops RFC 5322 comments, nested ones too, in one pass; quoted strings keep their parentheses. */
function withoutComments(value: string): string {
  let depth = 0;
  let quoted = false;
  let kept = '';
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index];
    if (char === '\\') {
      if (depth === 0) kept += value.slice(index, index + 2);
      index += 1;
    } else if (quoted) {
      kept += char;
      if (char === '"') quoted = false;
    } else if (char === '(') depth += 1;
    else if (char === ')' && depth > 0) depth -= 1;
    else if (depth === 0) {
      kept += char;
      if (char === '"') quoted = true;
    }
  }
  return kept;
}

const unquoted = (value: string) => (value.startsWith('"') && value.endsWith('"') && value.length >= 2 ? value.slice(1, -1) : value);

/** The header's authserv-id and its method results; null when it does not parse. */
export function parseAuthenticationResults(header: string): { authservId: string; results: MethodResult[] } | null {
  if (header.length > MAX_HEADER_LENGTH) return null;
  const [first = '', ...statements] = withoutComments(header).split(';');
  const authservId = first.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  if (!authservId) return null;
  const results: MethodResult[] = [];
  for (const statement of statements) {
    const [head, ...pairs] = statement.trim().split(/\s+/);
    const separator = head?.indexOf('=') ?? -1;
    if (!head || separator <= 0) continue;
    const properties = new Map<string, string>();
    for (const pair of pairs) {
      const equals = pair.indexOf('=');
      if (equals > 0) properties.set(pair.slice(0, equals).toLowerCase(), unquoted(pair.slice(equals + 1)).toLowerCase());
    }
    results.push({ method: head.slice(0, separator).split('/')[0]?.toLowerCase() ?? '', result: head.slice(separator + 1).toLowerCase(), properties });
  }
  return { authservId, results };
}

/** The domain of an address or of a bare domain (`smtp.mailfrom` may be either; `header.i` is `@domain`). */
const domainOf = (value: string | undefined) => (value ? value.slice(value.lastIndexOf('@') + 1).replace(/\.$/, '') : '');

/** Relaxed alignment (RFC 7489 §3.1): the same domain, or one a subdomain of the other. */
const aligned = (domain: string, fromDomain: string) =>
  domain !== '' && (domain === fromDomain || fromDomain.endsWith(`.${domain}`) || domain.endsWith(`.${fromDomain}`));

function vouchesFor(result: MethodResult, fromDomain: string): boolean {
  if (result.result !== 'pass') return false;
  const { properties } = result;
  switch (result.method) {
    case 'dmarc':
      return domainOf(properties.get('header.from')) === fromDomain;
    case 'dkim':
      return aligned(properties.get('header.d') ?? domainOf(properties.get('header.i')), fromDomain);
    case 'spf':
      return aligned(domainOf(properties.get('smtp.mailfrom')), fromDomain);
    default:
      return false;
  }
}

/**
 * Whether `from` is vouched for: the topmost `Authentication-Results` (`headers`, top first) is the
 * trusted server's and passes for the From domain. No trusted server configured: nobody is.
 */
export function isSenderVerified(headers: readonly string[], from: string, trustedAuthserv: string | undefined): boolean {
  const [topmost] = headers;
  if (!trustedAuthserv || topmost === undefined) return false;
  const parsed = parseAuthenticationResults(topmost);
  if (!parsed || parsed.authservId !== trustedAuthserv.toLowerCase()) return false;
  const fromDomain = domainOf(from.toLowerCase());
  return parsed.results.some((result) => vouchesFor(result, fromDomain));
}
