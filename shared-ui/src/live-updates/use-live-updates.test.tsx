import { apiClient, type LiveUpdate, liveFeedPosition, unwrapMembers } from '@portal/shared-api';
import { type FakeLiveFeed, installFakeLiveFeed } from '@portal/shared-api/testing';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useLoaderData, useParams } from 'react-router';
import { collection, renderRoutes } from '../testing';
import { useLiveUpdates } from './use-live-updates';

let feed: FakeLiveFeed;
beforeEach(() => {
  feed = installFakeLiveFeed();
});
afterEach(() => feed.restore());

type Request = { id: number; name: string };

function PendingList() {
  const requests = useLoaderData() as Request[];
  useLiveUpdates(['user_schedules']);
  return <p>Pendientes: {requests.map((request) => request.name).join(', ') || 'ninguna'}</p>;
}

const listRoute = () => [
  {
    path: '/pendientes',
    loader: async () => unwrapMembers<Request>((await apiClient.get('user_schedules')).data),
    Component: PendingList,
  },
];

it('reruns the loaders once for updates of the resources named, and not for others', async () => {
  let pending: Request[] = [
    { id: 1, name: 'Ana' },
    { id: 2, name: 'Luis' },
  ];
  const { api } = renderRoutes(listRoute(), { path: '/pendientes', api: { 'GET /api/user_schedules': () => collection(pending) } });
  expect(await screen.findByText('Pendientes: Ana, Luis')).toBeInTheDocument();

  await feed.send({ '@id': '/api/calendar_assignments/1', '@type': 'CalendarAssignment' });
  pending = [{ id: 2, name: 'Luis' }];
  // Updates arriving together (one request accepted, another changed) reload once.
  await feed.send({ '@id': '/api/user_schedules/1', '@type': 'UserSchedule', authorized: true }, { '@id': '/api/user_schedules/2', '@type': 'UserSchedule' });

  expect(await screen.findByText('Pendientes: Luis')).toBeInTheDocument();
  expect(api.calls.map((call) => call.key)).toEqual(['GET /api/user_schedules', 'GET /api/user_schedules']);
});

function LastUpdate() {
  const team = `/api/teams/${useParams().team}`;
  const [last, setLast] = useState('ninguna');
  useLiveUpdates(
    (update) => update.item?.team === team,
    (update: LiveUpdate) => setLast(`${update.resource} ${update.id}`),
  );
  return <p>Última: {last}</p>;
}

it('hands each accepted update to its own reaction, with the filter of the latest render', async () => {
  renderRoutes([{ path: '/equipo/:team', Component: LastUpdate }], { path: '/equipo/3', api: {} });
  expect(await screen.findByText('Última: ninguna')).toBeInTheDocument();
  await feed.send({ '@id': '/api/tasks/8', team: '/api/teams/2' });
  expect(screen.getByText('Última: ninguna')).toBeInTheDocument();
  await feed.send({ '@id': '/api/tasks/9', team: '/api/teams/3' });
  expect(screen.getByText('Última: tasks 9')).toBeInTheDocument();
});

type Noted = { requests: Request[]; liveFrom: number };

function PendingSince() {
  const { requests, liveFrom } = useLoaderData() as Noted;
  useLiveUpdates(['user_schedules'], 'revalidate', { since: liveFrom });
  return <p>Pendientes: {requests.map((request) => request.name).join(', ') || 'ninguna'}</p>;
}

it('an update that arrives while the loader reads, before the screen listens, reloads it once it does', async () => {
  let pending: Request[] = [{ id: 1, name: 'Ana' }];
  let openGate: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  let noted = false;
  const routes = [
    {
      path: '/pendientes',
      loader: async (): Promise<Noted> => {
        const liveFrom = liveFeedPosition();
        const requests = unwrapMembers<Request>((await apiClient.get('user_schedules')).data);
        noted = true;
        await gate;
        return { requests, liveFrom };
      },
      Component: PendingSince,
    },
  ];
  // Before the loader noted its position: already in what it reads, so no reason to reload.
  await feed.send({ '@id': '/api/user_schedules/9', '@type': 'UserSchedule' });
  const { api } = renderRoutes(routes, { path: '/pendientes', api: { 'GET /api/user_schedules': () => collection(pending) } });
  await waitFor(() => expect(noted).toBe(true));
  // Ana's request is decided after the read and announced before the screen listens.
  pending = [];
  await feed.send({ '@id': '/api/user_schedules/1', '@type': 'UserSchedule', authorized: true });
  openGate();

  expect(await screen.findByText('Pendientes: ninguna')).toBeInTheDocument();
  expect(api.calls.map((call) => call.key)).toEqual(['GET /api/user_schedules', 'GET /api/user_schedules']);
});

it('updates from before the loader noted its position do not reload the screen', async () => {
  await feed.send({ '@id': '/api/user_schedules/3', '@type': 'UserSchedule' });
  const routes = [
    {
      path: '/pendientes',
      loader: async (): Promise<Noted> => {
        const liveFrom = liveFeedPosition();
        return { requests: unwrapMembers<Request>((await apiClient.get('user_schedules')).data), liveFrom };
      },
      Component: PendingSince,
    },
  ];
  let pending = [{ id: 2, name: 'Luis' }];
  const { api } = renderRoutes(routes, { path: '/pendientes', api: { 'GET /api/user_schedules': () => collection(pending) } });
  expect(await screen.findByText('Pendientes: Luis')).toBeInTheDocument();
  // An update after the noted position reloads once: had the earlier one counted, it would have reloaded before it.
  pending = [];
  await feed.send({ '@id': '/api/user_schedules/2', '@type': 'UserSchedule', authorized: true });
  expect(await screen.findByText('Pendientes: ninguna')).toBeInTheDocument();
  expect(api.calls.map((call) => call.key)).toEqual(['GET /api/user_schedules', 'GET /api/user_schedules']);
});
