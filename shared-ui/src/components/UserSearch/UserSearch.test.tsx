import type { UserSummary } from '@portal/shared-api';
import { type FakeApi, type FakeReply, installFakeApi } from '@portal/shared-api/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserSearch } from './UserSearch';
import { SEARCH_DEBOUNCE_MS } from './use-user-search';

const user = (id: number, name: string | null, email: string): UserSummary => ({ '@id': `/api/users/${id}`, id, name, email, image: null, deleted: false });
const users = [user(1, 'Ana García', 'ana.garcia@empresa.es'), user(2, 'Ana Ruiz', 'ana.ruiz@empresa.es'), user(3, null, 'anabel@empresa.es')];

const searchKey = (text: string, itemsPerPage = 10) => `GET /api/users?search=${encodeURIComponent(text)}&summary=1&page=1&itemsPerPage=${itemsPerPage}`;
const found = (members: UserSummary[]): FakeReply => ({ status: 200, data: { 'hydra:member': members, 'hydra:totalItems': members.length } });

let api: FakeApi;
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

const typist = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
/** Lets the debounce run out and the fake server answer. */
const pause = () => act(async () => jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));

describe('UserSearch', () => {
  it('asks the server nothing until more than 2 characters, then once per pause in typing', async () => {
    api = installFakeApi({ [searchKey('ana')]: () => found(users) });
    render(<UserSearch onSelect={jest.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Añadir' });
    const keys = typist();
    await keys.type(input, 'an');
    await pause();
    expect(api.calls).toEqual([]);
    await keys.type(input, 'a');
    expect(screen.getByRole('status')).toHaveTextContent('Buscando...');
    expect(api.calls).toEqual([]);
    await pause();
    expect(api.calls.map((call) => call.key)).toEqual([searchKey('ana')]);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ana Garcíaana.garcia@empresa.es',
      'Ana Ruizana.ruiz@empresa.es',
      'anabelanabel@empresa.es',
    ]);
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps the search inside one department when given one', async () => {
    api = installFakeApi({ [`${searchKey('ana')}&department=4`]: () => found([users[1] as UserSummary]) });
    render(<UserSearch scope={{ department: 4 }} onSelect={jest.fn()} />);
    await typist().type(screen.getByRole('combobox', { name: 'Añadir' }), 'ana');
    await pause();
    expect(api.calls.map((call) => call.key)).toEqual([`${searchKey('ana')}&department=4`]);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Ana Ruizana.ruiz@empresa.es']);
  });

  it('aborts the request still running for an older text and shows the newer answer', async () => {
    const signals: (AbortSignal | undefined)[] = [];
    let answerFirst: (reply: FakeReply) => void = () => undefined;
    api = installFakeApi({
      [searchKey('ana')]: ({ config }) => {
        signals.push(config.signal as AbortSignal);
        return new Promise<FakeReply>((resolve) => {
          answerFirst = resolve;
        });
      },
      [searchKey('anab')]: () => found([users[2] as UserSummary]),
    });
    render(<UserSearch onSelect={jest.fn()} />);
    const keys = typist();
    await keys.type(screen.getByRole('combobox'), 'ana');
    await pause();
    await keys.type(screen.getByRole('combobox'), 'b');
    expect(signals[0]?.aborted).toBe(true);
    await pause();
    await act(async () => answerFirst(found(users)));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['anabelanabel@empresa.es']);
  });

  it('picks with the arrow keys and Enter, then clears the text', async () => {
    api = installFakeApi({ [searchKey('ana')]: () => found(users) });
    const onSelect = jest.fn();
    render(<UserSearch label="Solicitante" onSelect={onSelect} />);
    const input = screen.getByRole('combobox', { name: 'Solicitante' });
    const keys = typist();
    await keys.type(input, 'ana');
    await pause();
    await keys.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await keys.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(users[1]);
    expect(input).toHaveValue('');
  });

  it('picks with a click and leaves out excluded users, asking for enough to fill the list', async () => {
    api = installFakeApi({ [searchKey('ana', 12)]: () => found(users) });
    const onSelect = jest.fn();
    render(<UserSearch excludeIds={[1, 3]} onSelect={onSelect} />);
    const keys = typist();
    await keys.type(screen.getByRole('combobox'), 'ana');
    await pause();
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await keys.click(screen.getByRole('option', { name: /Ana Ruiz/ }));
    expect(onSelect).toHaveBeenCalledWith(users[1]);
  });

  it('says so when nothing matches', async () => {
    api = installFakeApi({ [searchKey('zzz')]: () => found([]) });
    render(<UserSearch onSelect={jest.fn()} />);
    await typist().type(screen.getByRole('combobox'), 'zzz');
    await pause();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sin resultados');
  });

  it('shows the server’s message when the search fails', async () => {
    api = installFakeApi({ [searchKey('ana')]: () => ({ status: 500, data: { 'hydra:description': 'Error interno' } }) });
    render(<UserSearch onSelect={jest.fn()} />);
    await typist().type(screen.getByRole('combobox'), 'ana');
    await pause();
    expect(api.calls).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Error interno');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
