import type { FakeReply } from '@portal/shared-api/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVERYWHERE, INSPECTOR, ok, queued, renderReports, section, task } from '../../../testing/report-fixtures';

const TITLE = 'Informe por tarea';
const form = () => section(TITLE);
const TWELVE = Array.from({ length: 12 }, (_, index) => task(100 + index, `Revisar VPN ${index + 1}`));

/** A reply the test releases when it chooses, to look at the screen while the call runs. */
function held(reply: FakeReply) {
  let release = () => {};
  const answer = new Promise<FakeReply>((resolve) => {
    release = () => resolve(reply);
  });
  return { answer: () => answer, release: () => release() };
}

async function search(text: string) {
  await userEvent.clear(form().getByLabelText('Buscar tarea'));
  await userEvent.type(form().getByLabelText('Buscar tarea'), text);
  await userEvent.click(form().getByRole('button', { name: 'Buscar' }));
}

describe('the task report', () => {
  it('searches from 4 characters, pages the matches by 10, asks for a pick, and resets after the request', async () => {
    const running = held(ok(TWELVE));
    const { api } = await renderReports(INSPECTOR, {
      ...EVERYWHERE,
      'GET /api/searchTaskC?keywords=vpn%21': running.answer,
      'GET /api/searchTaskC?keywords=zzzz': () => ok([]),
      'GET /api/reports/task_report/111': () => queued(),
    });
    await userEvent.type(form().getByLabelText('Buscar tarea'), 'vpn');
    expect(form().getByRole('button', { name: 'Buscar' })).toBeDisabled();
    await userEvent.click(form().getByRole('button', { name: 'Generar informe' }));
    expect(await screen.findByText('Debe seleccionar una tarea primero')).toBeInTheDocument();

    await userEvent.type(form().getByLabelText('Buscar tarea'), '!');
    await userEvent.click(form().getByRole('button', { name: 'Buscar' }));
    expect(form().getByText('Buscando...')).toBeInTheDocument();
    running.release();
    expect(await form().findAllByRole('radio')).toHaveLength(10);
    expect(form().getByText('Página 1 de 2')).toBeInTheDocument();
    await userEvent.click(form().getByRole('button', { name: 'Siguiente' }));
    expect(form().getAllByRole('radio')).toHaveLength(2);
    await userEvent.click(form().getByRole('radio', { name: /#111 Revisar VPN 12/ }));

    await userEvent.click(form().getByRole('button', { name: 'Generar informe' }));
    expect(await screen.findByText('Ok! El informe se enviará en poco tiempo a inspeccion@empresa.es')).toBeInTheDocument();
    await waitFor(() => expect(form().getByLabelText('Buscar tarea')).toHaveValue(''));
    expect(form().queryAllByRole('radio')).toHaveLength(0);

    await search('zzzz');
    expect(await form().findByText('Sin resultados')).toBeInTheDocument();
    expect(api.calls.map((call) => call.key).filter((key) => !key.includes('departments'))).toEqual([
      'GET /api/searchTaskC?keywords=vpn%21',
      'GET /api/reports/task_report/111',
      'GET /api/searchTaskC?keywords=zzzz',
    ]);
  });

  it('only logs a failed search and drops the earlier matches', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = await renderReports(INSPECTOR, {
      ...EVERYWHERE,
      'GET /api/searchTaskC?keywords=vpn1': () => ok(TWELVE.slice(0, 3)),
      'GET /api/searchTaskC?keywords=vpn2': () => ({ status: 500, data: { error: 'Error interno' } }),
    });
    await search('vpn1');
    expect(await form().findAllByRole('radio')).toHaveLength(3);
    await search('vpn2');
    await waitFor(() => expect(log).toHaveBeenCalledWith('ERROR', expect.anything()));
    expect(form().queryAllByRole('radio')).toHaveLength(0);
    expect(form().queryByText('Sin resultados')).not.toBeInTheDocument();
    expect(screen.queryByText('Error interno')).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.key)).toContain('GET /api/searchTaskC?keywords=vpn2');
    log.mockRestore();
  });

  it('disables its buttons while the request runs, shows "Error interno" for a 500 and resets', async () => {
    const running = held({ status: 500, data: { error: 'Fallo de la base de datos' } });
    await renderReports(INSPECTOR, {
      ...EVERYWHERE,
      'GET /api/searchTaskC?keywords=vpn1': () => ok(TWELVE.slice(0, 3)),
      'GET /api/reports/task_report/101': running.answer,
    });
    await search('vpn1');
    await userEvent.click(await form().findByRole('radio', { name: /#101/ }));
    await userEvent.click(form().getByRole('button', { name: 'Generar informe' }));
    await waitFor(() => expect(form().getByRole('button', { name: 'Generar informe' })).toBeDisabled());
    expect(form().getByRole('button', { name: 'Buscar' })).toBeDisabled();
    running.release();
    expect(await screen.findByText('Error interno')).toBeInTheDocument();
    expect(screen.queryByText('Fallo de la base de datos')).not.toBeInTheDocument();
    await waitFor(() => expect(form().getByLabelText('Buscar tarea')).toHaveValue(''));
    expect(form().getByRole('button', { name: 'Generar informe' })).toBeEnabled();
    expect(form().queryAllByRole('radio')).toHaveLength(0);
  });
});
