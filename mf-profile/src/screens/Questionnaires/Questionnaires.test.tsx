import type { Quiz, User } from '@portal/shared-api';
import { type FakeRoutes, installFakeLiveFeed } from '@portal/shared-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseRoutes, collection, ok, ownUser, renderProfile } from '../../testing/profile-fixtures';
import { answered, OPERACIONES, quiz, results, TECNOLOGIA } from '../../testing/quiz-fixtures';

const MEMBER = ownUser();
const MANAGER = ownUser({ roles: ['ROLE_USER', 'ROLE_DEPARTMENT_MANAGER'] } as Partial<User>);

function openQuestionnaires(me: User, quizzes: () => Quiz[], extra: FakeRoutes = {}) {
  const rendered = renderProfile('/quizz', {
    ...baseRoutes(me),
    'GET /api/quizzes': () => collection(quizzes()),
    'GET /api/departments': () => collection([TECNOLOGIA, OPERACIONES]),
    ...extra,
  });
  return rendered.api;
}

const region = (name: string) => screen.getByRole('region', { name });
const item = async (section: string, title: string) => within(await screen.findByRole('region', { name: section })).findByRole('listitem', { name: title });

describe('/quizz for a member of the audience', () => {
  it('lists pending and answered questionnaires, and offers no authoring', async () => {
    openQuestionnaires(MEMBER, () => [quiz(1), quiz(2, answered(2, { canal: 0, nota: 3 })), quiz(3, { ...answered(3, { canal: 1, nota: 1 }), closed: true })]);
    expect(await screen.findByRole('heading', { name: 'Cuestionarios' })).toBeInTheDocument();
    expect(within(region('Cuestionarios pendientes')).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['Encuesta 1']);
    const answeredList = region('Cuestionarios respondidos');
    expect(within(within(answeredList).getByRole('listitem', { name: 'Encuesta 2' })).getByRole('button', { name: 'Cambiar respuestas' })).toBeInTheDocument();
    const closed = within(answeredList).getByRole('listitem', { name: 'Encuesta 3' });
    expect(within(closed).getByText(/^Cerrado/)).toBeInTheDocument();
    expect(within(closed).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Mis cuestionarios' })).not.toBeInTheDocument();
  });

  it('shows the empty states', async () => {
    openQuestionnaires(MEMBER, () => []);
    expect(await screen.findByText('No tiene cuestionarios pendientes.')).toBeInTheDocument();
    expect(screen.getByText('Aún no ha respondido ningún cuestionario.')).toBeInTheDocument();
  });

  it('refuses to send without the required answers, then sends radios, checkboxes, scale and text', async () => {
    let quizzes = [quiz(1)];
    const api = openQuestionnaires(MEMBER, () => quizzes, {
      'POST /api/quiz_users': ({ body }) => {
        quizzes = [quiz(1, answered(1, (body as { answers: Record<string, unknown> }).answers))];
        return { status: 201, data: quizzes[0]?.userAnswers[0] };
      },
    });
    await userEvent.click(within(await item('Cuestionarios pendientes', 'Encuesta 1')).getByRole('button', { name: 'Responder' }));
    const form = screen.getByRole('form', { name: 'Responder: Encuesta 1' });
    expect(within(form).getByRole('group', { name: /Valore el servicio \* \(obligatoria\)/ })).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: '2. ¿Qué temas le interesan?' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('radio', { name: 'Portal' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar respuestas' }));
    expect(await screen.findByText('Responda a todas las preguntas obligatorias')).toBeInTheDocument();
    expect(api.calls.some((call) => call.key === 'POST /api/quiz_users')).toBe(false);
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Seguridad' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Redes' }));
    await userEvent.click(within(form).getByRole('radio', { name: '4' }));
    await userEvent.type(within(form).getByRole('textbox', { name: '¿Qué mejoraría?' }), 'Más formación');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar respuestas' }));
    await waitFor(() => expect(api.calls.find((call) => call.key === 'POST /api/quiz_users')?.body).toEqual({
      quiz: '/api/quizzes/1',
      answers: { canal: 1, temas: [0, 1], nota: 4, idea: 'Más formación' },
    }));
    expect(await item('Cuestionarios respondidos', 'Encuesta 1')).toBeInTheDocument();
    expect(screen.getByText('No tiene cuestionarios pendientes.')).toBeInTheDocument();
  });

  it('keeps what was chosen when the change is refused', async () => {
    openQuestionnaires(MEMBER, () => [quiz(2, answered(2, { canal: 0, nota: 3 }))], {
      'PUT /api/quiz_users/102': () => ({ status: 409, data: { error: 'El plazo para responder este cuestionario ha terminado' } }),
    });
    await userEvent.click(within(await item('Cuestionarios respondidos', 'Encuesta 2')).getByRole('button', { name: 'Cambiar respuestas' }));
    const form = screen.getByRole('form', { name: 'Responder: Encuesta 2' });
    expect(within(form).getByRole('radio', { name: 'Correo' })).toBeChecked();
    await userEvent.click(within(form).getByRole('radio', { name: '5' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('El plazo para responder este cuestionario ha terminado')).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: '5' })).toBeChecked();
  });

  it('shows a questionnaire published meanwhile without a reload', async () => {
    const feed = installFakeLiveFeed();
    let quizzes: Quiz[] = [];
    openQuestionnaires(MEMBER, () => quizzes);
    await screen.findByText('No tiene cuestionarios pendientes.');
    quizzes = [quiz(5)];
    await feed.send({ '@id': '/api/quizzes/5', '@type': 'Quiz' });
    expect(await item('Cuestionarios pendientes', 'Encuesta 5')).toBeInTheDocument();
    feed.restore();
  });

  it('says so when the questionnaires cannot be read', async () => {
    openQuestionnaires(MEMBER, () => [], { 'GET /api/quizzes': () => ({ status: 500, data: {} }) });
    expect(await screen.findByText(/^No se han podido cargar los cuestionarios:/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cuestionarios' })).toBeInTheDocument();
  });
});

describe('/quizz for a department manager', () => {
  const mine = (id: number, overrides: Partial<Quiz> = {}) => quiz(id, { inAudience: false, canManage: true, answered: 3, audienceSize: 4, ...overrides });

  it('writes a draft for its own departments: questions added, reordered and removed', async () => {
    const api = openQuestionnaires(MANAGER, () => [], { 'POST /api/quizzes': ({ body }) => ({ status: 201, data: mine(9, body as Partial<Quiz>) }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo cuestionario' }));
    const editor = screen.getByRole('form', { name: 'Nuevo cuestionario' });
    expect(within(editor).queryByText(/Operaciones/)).not.toBeInTheDocument();
    await userEvent.type(within(editor).getByLabelText('Título'), 'Clima');
    await userEvent.click(within(editor).getByRole('checkbox', { name: 'Equipo Soporte' }));
    const first = within(editor).getByRole('group', { name: 'Pregunta 1' });
    await userEvent.type(within(first).getByLabelText('Enunciado'), 'Canal');
    await userEvent.type(within(first).getByLabelText('Opciones (una por línea)'), 'Correo{enter}Portal');
    await userEvent.click(within(editor).getByRole('button', { name: 'Añadir pregunta' }));
    const second = within(editor).getByRole('group', { name: 'Pregunta 2' });
    await userEvent.type(within(second).getByLabelText('Enunciado'), 'Nota');
    await userEvent.selectOptions(within(second).getByLabelText('Tipo'), 'Escala del 1 al 5');
    await userEvent.click(within(editor).getByRole('button', { name: 'Añadir pregunta' }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Quitar la pregunta 3' }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Subir la pregunta 2' }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Guardar borrador' }));
    await waitFor(() => expect(api.calls.some((call) => call.key === 'POST /api/quizzes')).toBe(true));
    const body = api.calls.find((call) => call.key === 'POST /api/quizzes')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ title: 'Clima', teams: ['/api/teams/3'], departments: [], anonymous: true, deadline: null });
    expect((body.questions as { text: string; type: string; options?: string[] }[]).map(({ text, type, options }) => [text, type, options])).toEqual([
      ['Nota', 'scale', undefined],
      ['Canal', 'single', ['Correo', 'Portal']],
    ]);
  });

  it('keeps the draft as typed when saving fails', async () => {
    openQuestionnaires(MANAGER, () => [], { 'POST /api/quizzes': () => ({ status: 403, data: { error: 'Solo puede dirigir cuestionarios a sus departamentos' } }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo cuestionario' }));
    const editor = screen.getByRole('form', { name: 'Nuevo cuestionario' });
    await userEvent.type(within(editor).getByLabelText('Título'), 'Clima');
    await userEvent.click(within(editor).getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText('Solo puede dirigir cuestionarios a sus departamentos')).toBeInTheDocument();
    expect(within(editor).getByLabelText('Título')).toHaveValue('Clima');
  });

  it('publishes a draft after confirming', async () => {
    let quizzes = [mine(4, { published: false, publishedAt: null, answered: 0 })];
    const api = openQuestionnaires(MANAGER, () => quizzes, {
      'POST /api/quizzes/4/publish': () => {
        quizzes = [mine(4, { answered: 0 })];
        return ok(quizzes[0]);
      },
    });
    const row = await item('Mis cuestionarios', 'Encuesta 4');
    expect(within(row).getByText('Borrador')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Publicar' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Publicar cuestionario' })).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(api.calls.some((call) => call.key === 'POST /api/quizzes/4/publish')).toBe(true));
    expect(await within(row).findByText('Publicado')).toBeInTheDocument();
    expect(within(row).getByText('0 de 4 han respondido')).toBeInTheDocument();
  });

  it('shows results as bars with their values, the average, the texts and the download', async () => {
    openQuestionnaires(MANAGER, () => [mine(6)], { 'GET /api/quizzes/6/results': () => ok(results(6)) });
    await userEvent.click(within(await item('Mis cuestionarios', 'Encuesta 6')).getByRole('button', { name: 'Resultados' }));
    const panel = await screen.findByRole('region', { name: 'Resultados: Encuesta 6' });
    expect(within(panel).getByText('Han respondido 3 de 4 personas.')).toBeInTheDocument();
    const canal = within(panel).getByRole('region', { name: '¿Por dónde prefiere recibir avisos?' });
    expect(within(canal).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Correo2 (67 %)', 'Portal1 (33 %)']);
    expect(within(panel).getByText('Media: 4')).toBeInTheDocument();
    expect(within(panel).getByText('Zeta')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Descargar' })).toHaveAttribute('href', expect.stringContaining('/api/quizzes/6/results/export'));
  });

  it('says why an anonymous questionnaire shows nothing yet', async () => {
    const withheld = results(6, { answered: 2, available: false, message: 'Los resultados de un cuestionario anónimo se mostrarán cuando termine el plazo', questions: [] });
    openQuestionnaires(MANAGER, () => [mine(6, { answered: 2 })], { 'GET /api/quizzes/6/results': () => ok(withheld) });
    await userEvent.click(within(await item('Mis cuestionarios', 'Encuesta 6')).getByRole('button', { name: 'Resultados' }));
    expect(await screen.findByText('Los resultados de un cuestionario anónimo se mostrarán cuando termine el plazo')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Descargar' })).not.toBeInTheDocument();
  });

  it('offers a retry when the results cannot be read', async () => {
    let fail = true;
    openQuestionnaires(MANAGER, () => [mine(6)], { 'GET /api/quizzes/6/results': () => (fail ? { status: 500, data: {} } : ok(results(6))) });
    await userEvent.click(within(await item('Mis cuestionarios', 'Encuesta 6')).getByRole('button', { name: 'Resultados' }));
    expect(await screen.findByText('No se han podido cargar los resultados')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Han respondido 3 de 4 personas.')).toBeInTheDocument();
  });
});
