import { fakeApi, renderCard, signIn } from '@portal/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { todayIn } from '@portal/shared-api/rules';
import { admin, anaDay } from '../../testing/timeline-fixtures';
import { widgets } from '../../cards';

const teamToday = widgets.find((card) => card.id === 'mf_timeline.team-today');
if (!teamToday) throw new Error('no team-today card');

const me = admin({ timezone: 'Europe/Madrid' });
const OPENING = `GET /api/timeline/${todayIn('Europe/Madrid')}/opening`;
const TECNOLOGIA = { id: 1, name: 'Tecnología' };
const working = () => {
  const ana = anaDay();
  const [task] = ana.tasks;
  if (task) task.histories.push({ id: 3, startedAt: task.histories[0]?.endedAt ?? '', endedAt: task.histories[0]?.endedAt ?? '', open: true });
  const subtasks = anaDay().subtasks.map((work) => ({ ...work, histories: [{ id: 4, startedAt: '', endedAt: '', open: true }] }));
  const luis = { ...anaDay(), id: 21, name: 'Luis Martín', tasks: [], subtasks };
  const idle = { ...anaDay(), id: 22, name: 'Antonio Gil' };
  return [ana, luis, idle];
};

describe('the "Equipo hoy" card', () => {
  it('lists who of the department is working right now and on what, from one request', async () => {
    await signIn({ user: me });
    const api = fakeApi({ [OPENING]: () => ({ status: 200, data: { department: TECNOLOGIA, users: working() } }) });
    await renderCard(teamToday);
    const list = await screen.findByRole('list', { name: 'Trabajando ahora' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ana GarcíaRevisar VPN', 'Luis MartínRevisar VPN · Comprobar logs']);
    expect(screen.getByText('Tecnología')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver el timeline' })).toHaveAttribute('href', '/timeline?department=1');
    expect(api.calls.map((call) => call.key)).toEqual([OPENING]);
  });

  it('says so when nobody is working', async () => {
    await signIn({ user: me });
    fakeApi({ [OPENING]: () => ({ status: 200, data: { department: TECNOLOGIA, users: [anaDay()] } }) });
    await renderCard(teamToday);
    expect(await screen.findByText('Nadie está trabajando en este momento.')).toBeInTheDocument();
  });

  it('says so when the timeline has no department for the person', async () => {
    await signIn({ user: me });
    fakeApi({ [OPENING]: () => ({ status: 200, data: { department: null, users: [] } }) });
    await renderCard(teamToday);
    expect(await screen.findByText('No tiene ningún departamento en el timeline.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver el timeline' })).not.toBeInTheDocument();
  });

  it('fails to the card when the day cannot be read', async () => {
    await signIn({ user: me });
    const api = fakeApi({ [OPENING]: () => ({ status: 403, data: { 'hydra:description': 'Acceso denegado' } }) });
    await renderCard(teamToday);
    expect(await screen.findByRole('alert')).toHaveTextContent('Fallo: Acceso denegado');
    expect(api.calls.map((call) => call.key)).toContain(OPENING);
  });
});
