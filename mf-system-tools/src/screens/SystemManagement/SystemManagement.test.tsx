import { ok } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logInAs, renderAt, SYS_ADMIN, violation } from '../../testing/fixtures';

const DOMAINS = 'GET /api/configurations/3';
const BACKUPS = 'GET /api/database_backups';
const domains = (value: string[]) => ok({ '@id': '/api/configurations/3', id: 3, name: 'allowed_domains', data: null, value, user: null });
const backupsList = (names: string[]) => ok({ 'hydra:member': names.map((name) => ({ '@id': `/api/database_backups/files/${name}`, name, createdAt: '2026-11-23T08:00:00+01:00', size: 1_572_864 })) });
const run = (status: string, log: string[]) => ({ '@id': '/api/database_backups/7', id: 7, fileName: 'portal-2026.sql.gz', status, log, size: null, startedAt: '', finishedAt: null });

beforeEach(() => logInAs(SYS_ADMIN));

describe('SystemManagement', () => {
  it('adds a domain: the whole list goes to configuration 3, Ok! and the list reloads', async () => {
    let stored = ['empresa.es'];
    const { api } = renderAt('/gestion_sistema', {
      [DOMAINS]: () => domains(stored),
      [BACKUPS]: () => backupsList([]),
      'PUT /api/configurations/3': ({ body }) => {
        stored = (body as { value: string[] }).value.map((one) => one.toLowerCase());
        return domains(stored);
      },
    });
    expect(await screen.findByRole('heading', { name: 'Gestión de Sistema' })).toBeInTheDocument();
    expect(screen.getByText('Todavía no hay copias de seguridad.')).toBeInTheDocument();
    // No backup has run on this visit: no empty console box.
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nuevo dominio'), 'Filial.ES');
    await userEvent.click(screen.getByRole('button', { name: 'Añadir' }));
    expect(await screen.findByText('Ok!')).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === 'PUT /api/configurations/3')?.body).toEqual({ value: ['empresa.es', 'Filial.ES'] });
    expect(await screen.findByText('filial.es')).toBeInTheDocument();
    expect(screen.getByLabelText('Nuevo dominio')).toHaveValue('');
  });

  it('says Error! and shows the reason when the server refuses a domain, keeping the list', async () => {
    const { api } = renderAt('/gestion_sistema', {
      [DOMAINS]: () => domains(['empresa.es']),
      [BACKUPS]: () => backupsList([]),
      'PUT /api/configurations/3': () => violation('value[1]', '"no es dominio" no es un nombre de dominio válido'),
    });
    await userEvent.type(await screen.findByLabelText('Nuevo dominio'), 'no es dominio');
    await userEvent.click(screen.getByRole('button', { name: 'Añadir' }));
    expect(await screen.findByText('Error!')).toBeInTheDocument();
    expect(await screen.findByText('"no es dominio" no es un nombre de dominio válido')).toBeInTheDocument();
    expect(screen.getByLabelText('Nuevo dominio')).toHaveValue('no es dominio');
    expect(api.calls.filter((call) => call.key === DOMAINS)).toHaveLength(1);
  });

  it('removes a domain by writing the list without it', async () => {
    let stored = ['empresa.es', 'filial.es'];
    const { api } = renderAt('/gestion_sistema', {
      [DOMAINS]: () => domains(stored),
      [BACKUPS]: () => backupsList([]),
      'PUT /api/configurations/3': ({ body }) => {
        stored = (body as { value: string[] }).value;
        return domains(stored);
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar filial.es' }));
    expect(await screen.findByText('Ok!')).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === 'PUT /api/configurations/3')?.body).toEqual({ value: ['empresa.es'] });
    await waitFor(() => expect(screen.queryByText('filial.es')).not.toBeInTheDocument());
  });

  it('starts a backup, shows its log line by line in the console box and then the new file', async () => {
    let logReads = 0;
    let files: string[] = [];
    const { api } = renderAt('/gestion_sistema', {
      [DOMAINS]: () => domains([]),
      [BACKUPS]: () => backupsList(files),
      'POST /api/database_backup': () => ({ status: 202, data: run('running', ['Copia de seguridad iniciada']) }),
      'GET /api/database_backups/7/log': () => {
        logReads += 1;
        if (logReads === 1) return ok(run('running', ['Copia de seguridad iniciada', 'Volcando la base de datos']));
        files = ['portal-2026.sql.gz'];
        return ok(run('done', ['Copia de seguridad iniciada', 'Volcando la base de datos', 'Copia de seguridad completada']));
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Generar copia de seguridad' }));
    const log = screen.getByRole('log', { name: 'Registro de la copia de seguridad' });
    expect(await within(log).findByText('Copia de seguridad iniciada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generando copia...' })).toBeDisabled();
    expect(await within(log).findByText('Copia de seguridad completada', undefined, { timeout: 4000 })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /portal-2026\.sql\.gz/ });
    expect(within(row).getByText('1,5 MB')).toBeInTheDocument();
    const download = within(row).getByRole('link', { name: 'Descargar portal-2026.sql.gz' });
    expect(download).toHaveAttribute('href', '/api/database_backups/files/portal-2026.sql.gz');
    expect(download).toHaveAttribute('download', 'portal-2026.sql.gz');
    expect(screen.getByRole('button', { name: 'Generar copia de seguridad' })).toBeEnabled();
    expect(api.calls.filter((call) => call.key === 'POST /api/database_backup')).toHaveLength(1);
  });

  it('toasts why the server refuses a backup and shows no log', async () => {
    renderAt('/gestion_sistema', {
      [DOMAINS]: () => domains([]),
      [BACKUPS]: () => backupsList([]),
      'POST /api/database_backup': () => ({ status: 409, data: { 'hydra:description': 'Ya hay una copia de seguridad en curso.' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Generar copia de seguridad' }));
    expect(await screen.findByText('Ya hay una copia de seguridad en curso.')).toBeInTheDocument();
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
  });
});
