import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router';
import { DecisionList } from './DecisionList';
import type { Decision, DecisionRequest, DecisionTexts } from './decision-types';
import { initialsOf } from './PersonAvatar';

const TEXTS: DecisionTexts = { accept: 'Aceptar', reject: 'Rechazar', success: 'Ok!', empty: 'No hay ningún elemento pendiente' };

const request = (id: number, overrides: Partial<DecisionRequest> = {}): DecisionRequest => ({
  id,
  title: `Solicitud nº ${id}`,
  kind: 'VACACIONES',
  person: { name: 'Ana García Pérez', email: 'ana.garcia@empresa.es' },
  facts: [{ label: 'Días laborables', value: 3 }],
  othersOff: [],
  mayAccept: true,
  mayReject: true,
  reject: { reason: 'optional' },
  ...overrides,
});

type Decide = (id: number, decision: Decision) => Promise<unknown>;

/** The list in a data router whose loader reads `pending` afresh, as a screen's loader reads the API. */
function renderList(pending: { current: DecisionRequest[] }, decide: Decide, extra: { keepDecided?: boolean } = {}) {
  function Screen() {
    const requests = useLoaderData() as DecisionRequest[];
    return <DecisionList requests={requests} texts={TEXTS} decide={decide} {...extra} />;
  }
  const router = createMemoryRouter([{ path: '/', loader: () => pending.current, Component: Screen, HydrateFallback: () => null }]);
  render(<RouterProvider router={router} />);
  return router;
}

const card = (id: number) => screen.getByRole('article', { name: `Solicitud nº ${id}` });

describe('DecisionList', () => {
  it('shows who asks with their initials, what the request means, their note, and no reason box until a rejection', async () => {
    const pending = { current: [request(12, { note: 'Es la boda de mi hermana', othersOff: ['Pablo Hernández Soto'] }), request(14, { othersOff: [] })] };
    renderList(pending, jest.fn());
    const first = await screen.findByRole('article', { name: 'Solicitud nº 12' });
    expect(within(first).getByText('Ana García Pérez')).toBeInTheDocument();
    expect(within(first).getByText('(ana.garcia@empresa.es)')).toBeInTheDocument();
    expect(within(first).getByText('AG')).toBeInTheDocument();
    expect(within(first).getByText('Es la boda de mi hermana')).toBeInTheDocument();
    expect(within(first).getByText('Pablo Hernández Soto')).toBeInTheDocument();
    expect(within(card(14)).getByText('Nadie más del equipo')).toBeInTheDocument();
    expect(within(card(14)).queryByText('Nota del solicitante')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Motivo de rechazo' })).not.toBeInTheDocument();
  });

  it('opens the reason on a reject click, refuses an empty one when required, and sends the typed one', async () => {
    const pending = { current: [request(3, { reject: { reason: 'required' } })] };
    const decide = jest.fn(async () => {
      pending.current = [];
    });
    renderList(pending, decide);
    await userEvent.click(await screen.findByRole('button', { name: 'Rechazar' }));
    const reason = screen.getByRole('textbox', { name: 'Motivo de rechazo' });
    expect(reason).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Debe indicar el motivo del rechazo');
    expect(decide).not.toHaveBeenCalled();
    await userEvent.keyboard('Cierre trimestral');
    await userEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(decide).toHaveBeenCalledWith(3, { accept: false, reason: 'Cierre trimestral' });
    expect(await screen.findByText('No hay ningún elemento pendiente')).toBeInTheDocument();
  });

  it('closes the reason with Escape, and Cancelar, without deciding', async () => {
    const decide = jest.fn();
    renderList({ current: [request(3)] }, decide);
    await userEvent.click(await screen.findByRole('button', { name: 'Rechazar' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Motivo de rechazo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
    expect(decide).not.toHaveBeenCalled();
  });

  it('accepts several selected at once: the one refused stays, selected, with its reason, and the others go', async () => {
    const pending = { current: [request(2), request(3), request(4), request(5)] };
    let release: () => void = () => undefined;
    const secondHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const decide = jest.fn(async (id: number) => {
      if (id === 3) {
        await secondHeld;
        throw Object.assign(new Error('refused'), { isAxiosError: true, response: { status: 422, data: { error: 'No tiene días suficientes' } } });
      }
      pending.current = pending.current.filter((item) => item.id !== id);
    });
    renderList(pending, decide);
    expect(await screen.findByRole('button', { name: 'Aceptar seleccionadas' })).toBeDisabled();
    for (const id of [2, 3, 4]) await userEvent.click(screen.getByRole('checkbox', { name: `Seleccionar Solicitud nº ${id}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar seleccionadas (3)' }));
    // One at a time, with its progress.
    expect(await screen.findByText('Decididas 1 de 3...')).toBeInTheDocument();
    expect(card(3)).toHaveAttribute('aria-busy', 'true');
    await act(async () => release());
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Solicitud nº 2' })).not.toBeInTheDocument());
    expect(screen.queryByRole('article', { name: 'Solicitud nº 4' })).not.toBeInTheDocument();
    expect(within(card(3)).getByRole('alert')).toHaveTextContent('No tiene días suficientes');
    expect(within(card(3)).getByRole('checkbox', { name: 'Seleccionar Solicitud nº 3' })).toBeChecked();
    expect(within(card(5)).getByRole('checkbox', { name: 'Seleccionar Solicitud nº 5' })).not.toBeChecked();
    expect(decide.mock.calls).toEqual([
      [2, { accept: true }],
      [3, { accept: true }],
      [4, { accept: true }],
    ]);
  });

  it('asks a yes/no question first when the rejection deletes the request', async () => {
    const decide = jest.fn(async () => undefined);
    renderList({ current: [request(3, { reject: { confirm: { title: 'Rechazar solicitud', message: '¿Rechazar la solicitud nº 3?' } } })] }, decide);
    await userEvent.click(await screen.findByRole('button', { name: 'Rechazar' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'No' }));
    expect(decide).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí' }));
    expect(decide).toHaveBeenCalledWith(3, { accept: false, reason: '' });
  });

  it('offers no selection for a single request, nor when told not to', async () => {
    renderList({ current: [request(3)] }, jest.fn());
    expect(await screen.findByRole('article', { name: 'Solicitud nº 3' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('initialsOf', () => {
  it('takes the first two words, or the parts of an e-mail name', () => {
    expect(initialsOf('Ana García Pérez')).toBe('AG');
    expect(initialsOf('luis.martin')).toBe('LM');
    expect(initialsOf('álvaro')).toBe('Á');
  });
});
