import { moduleName } from '@portal/shared-ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MemoryRouter } from 'react-router';
import { StatusPage } from './StatusPage';

const REMOTES_FILE = JSON.parse(readFileSync(path.join(__dirname, '../../../config/remotes.json'), 'utf8')) as {
  remotes: { name: string; entry: string; enabled: boolean }[];
};
function remoteAt(index: number) {
  const remote = REMOTES_FILE.remotes[index];
  if (!remote) throw new Error(`the remotes file has no remote ${index}`);
  return remote;
}
const [REACHABLE, UNREACHABLE, SWITCHED_OFF] = [remoteAt(0), remoteAt(1), remoteAt(2)];

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | 'network error';

/** The browser's network, as the page meets it: the portal's servers are outside this test. */
function network(answers: (url: string) => Answer) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const answer = answers(url);
    if (answer === 'network error') throw new TypeError('Failed to fetch');
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      headers: new Map(Object.entries(answer.headers ?? {})),
      json: async () => answer.body,
    } as unknown as Response;
  });
  return calls;
}

const remotesFile = () => ({
  ...REMOTES_FILE,
  remotes: REMOTES_FILE.remotes.map((remote) => (remote.name === SWITCHED_OFF.name ? { ...remote, enabled: false } : remote)),
});

function everythingUp(url: string): Answer {
  if (url === '/config/remotes.json') return { status: 200, body: remotesFile() };
  if (url === '/api/health') return { status: 200, body: { status: 'ok' } };
  if (url === '/api/status') return { status: 200, body: { database: 'up', mail: 'up' } };
  if (url.startsWith('/.well-known/mercure')) return { status: 401 };
  if (url === UNREACHABLE.entry) return 'network error';
  return { status: 200, body: { metaData: { buildInfo: { buildVersion: '1.4.0' } } }, headers: { 'last-modified': 'Thu, 26 Nov 2026 09:30:00 GMT' } };
}

const stateOf = (part: string) => within(screen.getByRole('row', { name: new RegExp(`^${part} `) })).getAllByRole('cell');

function renderPage() {
  render(
    <MemoryRouter>
      <StatusPage />
    </MemoryRouter>,
  );
}

describe('the status page (/test)', () => {
  it('lists every part with its state, measured from the browser', async () => {
    const calls = network(everythingUp);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Estado del portal' })).toBeInTheDocument();
    await screen.findByRole('table');
    for (const part of ['API', 'Base de datos', 'Servidor de correo', 'Avisos en directo']) expect(stateOf(part)[0]).toHaveTextContent('Funciona');
    // Modules by the names people know ('Aprobaciones'), never by their federation names ('mf_approvals').
    const rowNames = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(rowNames).toEqual(expect.arrayContaining(REMOTES_FILE.remotes.map((remote) => moduleName(remote.name))));
    expect(rowNames.filter((name) => name?.startsWith('mf_'))).toEqual([]);
    const reachable = stateOf(moduleName(REACHABLE.name));
    expect(reachable[0]).toHaveTextContent('Funciona');
    expect(reachable[1]).toHaveTextContent('1.4.0');
    expect(reachable[2]).toHaveTextContent('26-11-2026 10:30');
    expect(reachable[3]).toHaveTextContent(/^\d+ ms$/);
    expect(stateOf(moduleName(UNREACHABLE.name))[0]).toHaveTextContent('No responde');
    expect(stateOf(moduleName(SWITCHED_OFF.name))[0]).toHaveTextContent('Desactivado');
    expect(calls).not.toContain(SWITCHED_OFF.entry);
  });

  it('reports the API, its parts and the live feed as not answering when the API is down, and measures again on demand', async () => {
    let apiDown = true;
    const calls = network((url) => {
      if (apiDown && (url.startsWith('/api/') || url.startsWith('/.well-known/'))) return { status: 502 };
      return everythingUp(url);
    });
    renderPage();
    await screen.findByRole('table');
    for (const part of ['API', 'Base de datos', 'Servidor de correo', 'Avisos en directo']) expect(stateOf(part)[0]).toHaveTextContent('No responde');

    apiDown = false;
    const asked = calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Comprobar de nuevo' }));
    await waitFor(() => expect(stateOf('API')[0]).toHaveTextContent('Funciona'));
    expect(stateOf('Base de datos')[0]).toHaveTextContent('Funciona');
    expect(calls.slice(asked)).toContain('/api/status');
  });

  it('says a mail server the API cannot reach does not answer', async () => {
    network((url) => (url === '/api/status' ? { status: 200, body: { database: 'up', mail: 'down' } } : everythingUp(url)));
    renderPage();
    await screen.findByRole('table');
    expect(stateOf('Servidor de correo')[0]).toHaveTextContent('No responde');
    expect(stateOf('Base de datos')[0]).toHaveTextContent('Funciona');
  });
});
