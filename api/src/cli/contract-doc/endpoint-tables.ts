/**
 * The endpoint tables of `docs/api-contract.md` §6, written from the OpenAPI
 * document the API publishes: what a generator can know (paths, methods,
 * summaries, parameters, answers) is never typed by hand, so it cannot drift.
 */
type Parameter = { in: string; name: string; required?: boolean };
type Schema = { properties?: Record<string, unknown>; required?: string[] };
type Operation = {
  summary?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, unknown>;
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

export const TABLES_START = '<!-- endpoint tables: written by `pnpm --filter ./api contract:doc`, do not edit by hand -->';
export const TABLES_END = '<!-- end of endpoint tables -->';

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];
const UNTAGGED = 'other';

/** A path as clients write it: the trailing slash of a prefix's root route dropped. */
const shownPath = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

const code = (text: string) => `\`${text}\``;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

function bodyFields(operation: Operation): string {
  const schema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
  const required = new Set(schema?.required ?? []);
  return Object.keys(schema?.properties ?? {})
    .map((name) => (required.has(name) ? `**${code(name)}**` : code(name)))
    .join(', ');
}

function queryParameters(operation: Operation): string {
  return (operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => (parameter.required ? `**${code(parameter.name)}**` : code(parameter.name)))
    .join(', ');
}

function answers(operation: Operation): string {
  return Object.keys(operation.responses ?? {})
    .map((status) => status.toLowerCase())
    .sort()
    .join(', ');
}

type Row = { tag: string; path: string; method: string; operation: Operation };

function rows(document: OpenApiDocument): Row[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHOD_ORDER.includes(method))
      .map(([method, operation]) => ({ tag: operation.tags?.[0] ?? UNTAGGED, path: shownPath(path), method, operation })),
  );
}

/** Sorted by tag, path and method, so the order routes are registered in never changes the document. */
function byTagPathMethod(a: Row, b: Row): number {
  return a.tag.localeCompare(b.tag) || a.path.localeCompare(b.path) || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method);
}

/** The Markdown between the two markers: one table per OpenAPI tag. */
export function endpointTables(document: OpenApiDocument): string {
  const sorted = rows(document).sort(byTagPathMethod);
  const tags = [...new Set(sorted.map((row) => row.tag))];
  const count = sorted.length;
  const sections = tags.map((tag) => {
    const lines = sorted
      .filter((row) => row.tag === tag)
      .map(({ method, path, operation }) =>
        `| ${method.toUpperCase()} | ${code(path)} | ${cell(operation.summary ?? '')} | ${queryParameters(operation)} | ${bodyFields(operation)} | ${answers(operation)} |`,
      );
    return [`#### ${code(tag)}`, '', '| method | path | what it does | query | body | answers |', '| --- | --- | --- | --- | --- | --- |', ...lines].join('\n');
  });
  return [`${count} operations under ${tags.length} tags. Bold parameters and fields are required.`, '', sections.join('\n\n')].join('\n');
}

/** `markdown` with the part between the markers replaced by `tables`; throws when the markers are missing. */
export function withEndpointTables(markdown: string, tables: string): string {
  const start = markdown.indexOf(TABLES_START);
  const end = markdown.indexOf(TABLES_END);
  if (start < 0 || end < start) throw new Error('docs/api-contract.md: the endpoint table markers are missing');
  return `${markdown.slice(0, start + TABLES_START.length)}\n\n${tables}\n\n${markdown.slice(end)}`;
}
