import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';
import { liveFeeds } from '../../../test/live-feed.ts';

const { app, injectWithLogin } = await buildTestApp();
const subscribe = await liveFeeds(app);

const SOPORTE_MEMBERS = [ACCOUNTS.supportTeamManager, ACCOUNTS.ana, 'laura.diaz@empresa.es', 'pablo.hernandez@empresa.es'];
const THRESHOLD_MESSAGE = 'No se muestran los resultados: han respondido menos de 3 personas, sin contar a quien lo creó';
const DEADLINE_MESSAGE = 'Los resultados de un cuestionario anónimo se mostrarán cuando termine el plazo';

const idOf = async (table: string, column: string, value: string) =>
  (await app.db.query<{ id: number }>(`SELECT id FROM ${table} WHERE ${column} = $1`, [value]))[0]?.id ?? 0;
const soporte = await idOf('teams', 'name', 'Soporte');
const almacen = await idOf('teams', 'name', 'Almacén');
const operaciones = await idOf('departments', 'name', 'Operaciones');
const tecnologia = await idOf('departments', 'name', 'Tecnología');

const QUESTIONS = [
  { id: 'canal', type: 'single', text: '¿Por dónde prefiere recibir avisos?', required: true, options: ['Correo', 'Portal'] },
  { id: 'temas', type: 'multiple', text: '¿Qué temas le interesan?', required: false, options: ['Redes', 'Seguridad', 'Datos'] },
  { id: 'nota', type: 'scale', text: 'Valore el servicio', required: true },
  { id: 'idea', type: 'text', text: '¿Qué mejoraría?', required: false },
];
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
const draft = (overrides: object = {}) => ({
  title: 'Encuesta de servicio',
  description: 'Cinco minutos',
  questions: QUESTIONS,
  teams: [`/api/teams/${soporte}`],
  deadline: inAWeek(),
  anonymous: true,
  ...overrides,
});

async function create(author: string, body: object = draft()) {
  const response = await injectWithLogin(author, { method: 'POST', url: '/api/quizzes', payload: body });
  assert.equal(response.statusCode, 201, response.body);
  return response.json() as { id: number; published: boolean };
}
const publish = (author: string, id: number) => injectWithLogin(author, { method: 'POST', url: `/api/quizzes/${id}/publish`, payload: {} });
async function published(author: string, body: object = draft()) {
  const quiz = await create(author, body);
  assert.equal((await publish(author, quiz.id)).statusCode, 200);
  return quiz.id;
}
const answer = (email: string, quiz: number, answers: object) =>
  injectWithLogin(email, { method: 'POST', url: '/api/quiz_users', payload: { quiz: `/api/quizzes/${quiz}`, answers } });
const results = (email: string, quiz: number) => injectWithLogin(email, { method: 'GET', url: `/api/quizzes/${quiz}/results` });
const listedIds = async (email: string) => members(await injectWithLogin(email, { method: 'GET', url: '/api/quizzes' })).map((quiz) => quiz.id);
const storedCount = async (table: string) => (await app.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`))[0]?.count;
const setDeadline = (id: number, past: boolean) =>
  app.db.query(`UPDATE quizzes SET deadline = now() ${past ? '-' : '+'} interval '1 day' WHERE id = $1`, [id]);

describe('writing questionnaires', () => {
  test('admins and department managers write drafts; nobody else may', async () => {
    const quiz = await create(ACCOUNTS.techManager);
    assert.equal(quiz.published, false);
    for (const email of [ACCOUNTS.redesManager, ACCOUNTS.supportTeamManager, ACCOUNTS.ana, ACCOUNTS.inspector]) {
      const refused = await injectWithLogin(email, { method: 'POST', url: '/api/quizzes', payload: draft() });
      assert.equal(refused.statusCode, 403, email);
    }
    assert.equal((await create(ACCOUNTS.admin, draft({ teams: [], departments: [operaciones] }))).published, false);
  });

  test('whoever may not write questionnaires is refused before their body is looked at, whatever it holds', async () => {
    const quiz = await create(ACCOUNTS.techManager);
    const before = await storedCount('quizzes');
    for (const email of [ACCOUNTS.redesManager, ACCOUNTS.supportTeamManager, ACCOUNTS.ana, ACCOUNTS.inspector]) {
      for (const payload of [{}, { title: 5 }, draft({ questions: 'ninguna' })]) {
        const created = await injectWithLogin(email, { method: 'POST', url: '/api/quizzes', payload });
        assert.deepEqual([created.statusCode, created.json().error], [403, 'No tiene permiso para realizar esta acción.'], `${email} ${JSON.stringify(payload)}`);
        const rewritten = await injectWithLogin(email, { method: 'PUT', url: `/api/quizzes/${quiz.id}`, payload });
        assert.equal(rewritten.statusCode, 403, `${email} ${JSON.stringify(payload)}`);
      }
    }
    assert.equal(await storedCount('quizzes'), before);
    // Those who may write still learn what is wrong with their body.
    assert.equal((await injectWithLogin(ACCOUNTS.techManager, { method: 'POST', url: '/api/quizzes', payload: {} })).statusCode, 400);
  });

  test('a department manager addresses only their departments and their teams', async () => {
    const before = await storedCount('quizzes');
    for (const audience of [{ departments: [operaciones] }, { teams: [`/api/teams/${almacen}`] }, { departments: [tecnologia], teams: [almacen] }]) {
      const refused = await injectWithLogin(ACCOUNTS.techManager, { method: 'POST', url: '/api/quizzes', payload: draft({ teams: [], ...audience }) });
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().error, 'Solo puede dirigir cuestionarios a sus departamentos');
    }
    assert.equal(await storedCount('quizzes'), before);
    await create(ACCOUNTS.techManager, draft({ departments: [tecnologia] }));
  });

  test('a draft is rewritten by those who manage it; others do not see it', async () => {
    const quiz = await create(ACCOUNTS.techManager);
    const rewritten = await injectWithLogin(ACCOUNTS.techManager, {
      method: 'PUT',
      url: `/api/quizzes/${quiz.id}`,
      payload: draft({ title: 'Otra', questions: [...QUESTIONS].reverse() }),
    });
    assert.equal(rewritten.statusCode, 200);
    assert.deepEqual([rewritten.json().title, rewritten.json().questions[0].id], ['Otra', 'idea']);
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: `/api/quizzes/${quiz.id}`, payload: draft() })).statusCode, 200);
    assert.equal((await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: `/api/quizzes/${quiz.id}` })).statusCode, 404);
    assert.equal((await injectWithLogin('dpto.operaciones@empresa.es', { method: 'PUT', url: `/api/quizzes/${quiz.id}`, payload: draft() })).statusCode, 404);
    assert.ok(!(await listedIds(ACCOUNTS.ana)).includes(quiz.id));
  });

  test('bad input is a 400 or a 422 in Spanish, and nothing is stored', async () => {
    const before = await storedCount('quizzes');
    const long = (length: number) => 'x'.repeat(length);
    const cases: [object, number, string?][] = [
      [draft({ title: long(256) }), 400],
      [draft({ description: long(2001) }), 400],
      [draft({ questions: Array.from({ length: 51 }, (_, index) => ({ id: `q${index}`, type: 'text', text: 'x', required: false })) }), 400],
      [draft({ questions: [{ ...QUESTIONS[0], options: Array.from({ length: 21 }, () => 'x') }] }), 400],
      [draft({ questions: [{ ...QUESTIONS[0], text: long(501) }] }), 400],
      [draft({ questions: [{ ...QUESTIONS[0], type: 'ranking' }] }), 400],
      [draft({ questions: [{ ...QUESTIONS[0], extra: 1 }] }), 400],
      [draft({ deadline: 'mañana' }), 400],
      [draft({ teams: ['equipo'] }), 400],
      [{ questions: QUESTIONS }, 400],
      [draft({ questions: [QUESTIONS[0], QUESTIONS[0]] }), 422, 'Hay preguntas repetidas'],
      [draft({ questions: [{ ...QUESTIONS[0], options: ['Correo', '  '] }] }), 422, 'Las opciones no pueden estar vacías'],
      [draft({ teams: [999999] }), 422, 'Algún departamento o equipo elegido no existe'],
    ];
    for (const [payload, status, message] of cases) {
      const refused = await injectWithLogin(ACCOUNTS.admin, { method: 'POST', url: '/api/quizzes', payload });
      assert.equal(refused.statusCode, status, JSON.stringify(payload).slice(0, 200));
      assert.equal(refused.headers['content-type'], 'application/ld+json; charset=utf-8');
      if (message) assert.equal(refused.json().error, message);
    }
    assert.equal(await storedCount('quizzes'), before);
  });

  test('publishing needs a complete questionnaire, and then its questions are frozen', async () => {
    const cases: [object, string][] = [
      [{ title: ' ' }, 'El título es obligatorio'],
      [{ questions: [] }, 'Añada al menos una pregunta'],
      [{ questions: [{ ...QUESTIONS[2], text: '' }] }, 'Todas las preguntas necesitan un enunciado'],
      [{ questions: [{ ...QUESTIONS[0], options: ['Solo una'] }] }, 'Las preguntas de opciones necesitan al menos dos opciones'],
      [{ teams: [] }, 'Elija al menos un departamento o equipo'],
      [{ deadline: null }, 'La fecha límite debe ser posterior a ahora'],
      [{ deadline: '2020-01-01T00:00:00Z' }, 'La fecha límite debe ser posterior a ahora'],
    ];
    for (const [overrides, message] of cases) {
      const quiz = await create(ACCOUNTS.admin, draft(overrides));
      const refused = await publish(ACCOUNTS.admin, quiz.id);
      assert.equal(refused.statusCode, 422, message);
      assert.equal(refused.json().error, message);
      assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/quizzes/${quiz.id}` })).json().published, false);
    }
    const id = await published(ACCOUNTS.techManager);
    assert.equal((await publish(ACCOUNTS.techManager, id)).json().error, 'El cuestionario ya está publicado');
    const frozen = await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: `/api/quizzes/${id}`, payload: draft({ questions: [QUESTIONS[3]] }) });
    assert.equal(frozen.statusCode, 409);
    assert.equal(frozen.json().error, 'Un cuestionario publicado no se puede modificar');
    const stored = (await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/quizzes/${id}` })).json();
    assert.deepEqual(stored.questions.map((question: { id: string }) => question.id), ['canal', 'temas', 'nota', 'idea']);
    assert.equal((await injectWithLogin(ACCOUNTS.ana, { method: 'POST', url: `/api/quizzes/${id}/publish`, payload: {} })).statusCode, 403);
  });
});

describe('answering', () => {
  test('only the audience sees and answers a published questionnaire, with userAnswers saying which ones they answered', async () => {
    const id = await published(ACCOUNTS.admin, draft({ teams: [], departments: [operaciones] }));
    assert.ok((await listedIds(ACCOUNTS.luis)).includes(id));
    assert.ok(!(await listedIds(ACCOUNTS.ana)).includes(id));
    assert.equal((await answer(ACCOUNTS.ana, id, { canal: 0, nota: 3 })).statusCode, 404);
    const refused = await answer(ACCOUNTS.techManager, await published(ACCOUNTS.techManager), { canal: 0, nota: 3 });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().error, 'Este cuestionario no está dirigido a usted');
    const given = await answer(ACCOUNTS.luis, id, { canal: 1, temas: [0, 2], nota: 5, idea: '  Más formación  ' });
    assert.equal(given.statusCode, 201, given.body);
    assert.deepEqual(given.json().answers, { canal: 1, temas: [0, 2], nota: 5, idea: 'Más formación' });
    const seen = (await injectWithLogin(ACCOUNTS.luis, { method: 'GET', url: `/api/quizzes/${id}` })).json();
    assert.deepEqual([seen.inAudience, seen.canManage, seen.answered, seen.userAnswers.map((one: { quiz: number; id: number }) => [one.quiz, one.id])], [
      true,
      false,
      null,
      [[id, given.json().id]],
    ]);
  });

  test('one answer set per person: a second one is a 422', async () => {
    const id = await published(ACCOUNTS.techManager);
    assert.equal((await answer(ACCOUNTS.ana, id, { canal: 0, nota: 4 })).statusCode, 201);
    const again = await answer(ACCOUNTS.ana, id, { canal: 1, nota: 1 });
    assert.equal(again.statusCode, 422);
    assert.equal(again.json().error, 'Ya ha respondido a este cuestionario');
    const own = members(await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: `/api/quiz_users?quiz=${id}` }));
    assert.deepEqual(own.map((one) => one.answers), [{ canal: 0, nota: 4 }]);
  });

  test('answers that break a rule are a 422 and nothing is stored', async () => {
    const id = await published(ACCOUNTS.techManager);
    const before = await storedCount('quiz_users');
    const cases: [object, string][] = [
      [{ nota: 3 }, 'Responda a todas las preguntas obligatorias'],
      [{ canal: 0, nota: 3, idea: '   ', otra: 'x' }, 'Respuesta a una pregunta que no existe'],
      [{ canal: 2, nota: 3 }, 'Opción no válida'],
      [{ canal: [0], nota: 3 }, 'Opción no válida'],
      [{ canal: 0, temas: [1, 1], nota: 3 }, 'Opción no válida'],
      [{ canal: 0, nota: 6 }, 'La escala va de 1 a 5'],
      [{ canal: 0, nota: 0 }, 'La escala va de 1 a 5'],
      [{ canal: 0, nota: 3, idea: 4 }, 'La respuesta debe ser un texto'],
    ];
    for (const [answers, message] of cases) {
      const refused = await answer(ACCOUNTS.ana, id, answers);
      assert.equal(refused.statusCode, 422, JSON.stringify(answers));
      assert.equal(refused.json().error, message);
    }
    assert.equal((await answer(ACCOUNTS.ana, id, { canal: 0, nota: 3, idea: 'x'.repeat(2001) })).statusCode, 400);
    assert.equal(await storedCount('quiz_users'), before);
  });

  test('answers change until the deadline and are closed after it', async () => {
    const id = await published(ACCOUNTS.techManager);
    const given = (await answer(ACCOUNTS.ana, id, { canal: 0, nota: 2 })).json();
    const change = (email: string, answers: object) => injectWithLogin(email, { method: 'PUT', url: `/api/quiz_users/${given.id}`, payload: { answers } });
    const changed = await change(ACCOUNTS.ana, { canal: 1, nota: 5 });
    assert.equal(changed.statusCode, 200);
    assert.deepEqual(changed.json().answers, { canal: 1, nota: 5 });
    assert.equal((await change(ACCOUNTS.supportTeamManager, { canal: 0, nota: 1 })).statusCode, 404);
    await app.db.query("UPDATE quizzes SET deadline = now() - interval '1 minute' WHERE id = $1", [id]);
    const closed = await change(ACCOUNTS.ana, { canal: 0, nota: 1 });
    assert.equal(closed.statusCode, 409);
    assert.equal(closed.json().error, 'El plazo para responder este cuestionario ha terminado');
    const late = await answer(ACCOUNTS.supportTeamManager, id, { canal: 0, nota: 1 });
    assert.equal(late.statusCode, 409);
    assert.equal((await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: `/api/quiz_users/${given.id}` })).json().answers.nota, 5);
    assert.equal((await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: `/api/quizzes/${id}` })).json().closed, true);
  });
});

describe('results', () => {
  test('an anonymous questionnaire shows nothing before its deadline, however many answered; then counts, averages and texts naming nobody', async () => {
    const id = await published(ACCOUNTS.techManager);
    const [manager, ana, laura] = SOPORTE_MEMBERS;
    assert.equal((await answer(manager as string, id, { canal: 0, temas: [0, 1], nota: 4, idea: 'Zeta' })).statusCode, 201);
    assert.equal((await answer(ana as string, id, { canal: 1, temas: [1], nota: 5, idea: 'Alfa' })).statusCode, 201);
    assert.equal((await answer(laura as string, id, { canal: 0, nota: 3 })).statusCode, 201);
    for (const email of [ACCOUNTS.techManager, ACCOUNTS.admin]) {
      const withheld = (await results(email, id)).json();
      assert.deepEqual([withheld.available, withheld.message, withheld.questions, withheld.answered, withheld.audienceSize], [false, DEADLINE_MESSAGE, [], 3, 4], email);
    }
    const exportRefused = await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/quizzes/${id}/results/export` });
    assert.equal(exportRefused.statusCode, 409);
    assert.equal(exportRefused.json().error, DEADLINE_MESSAGE);
    await setDeadline(id, true);
    const shown = (await results(ACCOUNTS.techManager, id)).json();
    assert.deepEqual([shown.available, shown.message, shown.answered], [true, null, 3]);
    const [canal, temas, nota, idea] = shown.questions;
    assert.deepEqual(canal.options, [{ label: 'Correo', count: 2 }, { label: 'Portal', count: 1 }]);
    assert.deepEqual(temas.options.map((option: { count: number }) => option.count), [1, 2, 0]);
    assert.deepEqual([nota.average, nota.answered], [4, 3]);
    assert.deepEqual(idea.texts, [{ text: 'Alfa' }, { text: 'Zeta' }]);
    assert.ok(!JSON.stringify(shown).includes('García'));
    assert.equal((await results(ACCOUNTS.ana, id)).statusCode, 403);
    assert.equal((await results(ACCOUNTS.luis, id)).statusCode, 404);
  });

  test('its author’s own answers are left out of an anonymous questionnaire’s results, and the 3 answers it waits for are others’', async () => {
    const id = await published(ACCOUNTS.techManager, draft({ teams: [], departments: [tecnologia] }));
    const audienceSize: number = (await injectWithLogin(ACCOUNTS.techManager, { method: 'GET', url: `/api/quizzes/${id}` })).json().audienceSize;
    assert.equal((await answer(ACCOUNTS.techManager, id, { canal: 1, nota: 1, idea: 'Del autor' })).statusCode, 201);
    for (const email of [ACCOUNTS.ana, 'laura.diaz@empresa.es']) assert.equal((await answer(email, id, { canal: 0, nota: 5, idea: 'De otra persona' })).statusCode, 201);
    await setDeadline(id, true);
    const withheld = (await results(ACCOUNTS.techManager, id)).json();
    assert.deepEqual([withheld.available, withheld.message, withheld.questions, withheld.answered, withheld.audienceSize], [false, THRESHOLD_MESSAGE, [], 2, audienceSize - 1]);

    await setDeadline(id, false);
    assert.equal((await answer('pablo.hernandez@empresa.es', id, { canal: 0, nota: 5, idea: 'De otra persona' })).statusCode, 201);
    await setDeadline(id, true);
    const shown = (await results(ACCOUNTS.admin, id)).json();
    assert.deepEqual([shown.available, shown.answered], [true, 3]);
    const [canal, , nota, idea] = shown.questions;
    assert.deepEqual(canal.options, [{ label: 'Correo', count: 3 }, { label: 'Portal', count: 0 }]);
    assert.equal(nota.average, 5);
    assert.ok(!JSON.stringify(idea.texts).includes('Del autor'));
  });

  test('answers to an anonymous questionnaire reach nobody live; a named one’s reach its author', async () => {
    // Once the publication has reached one stream, a stream opened after it will not see it.
    const first = await subscribe(ACCOUNTS.techManager);
    const anonymous = await published(ACCOUNTS.techManager);
    const named = await published(ACCOUNTS.techManager, draft({ anonymous: false }));
    assert.ok(await first.received(`/api/quizzes/${named}"`));
    await first.close();
    const author = await subscribe(ACCOUNTS.techManager);
    try {
      assert.equal((await answer(ACCOUNTS.ana, anonymous, { canal: 0, nota: 4 })).statusCode, 201);
      const given = (await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: `/api/quiz_users?quiz=${anonymous}` })).json()['hydra:member'][0];
      assert.equal((await injectWithLogin(ACCOUNTS.ana, { method: 'PUT', url: `/api/quiz_users/${given.id}`, payload: { answers: { canal: 1, nota: 2 } } })).statusCode, 200);
      assert.equal((await answer(ACCOUNTS.ana, named, { canal: 0, nota: 4 })).statusCode, 201);
      // Notices arrive in the order they were sent: the named one's there, so the anonymous ones would be too.
      assert.ok(await author.received(`/api/quizzes/${named}"`));
      assert.equal(await author.received(`/api/quizzes/${anonymous}"`, 0), false);
    } finally {
      await author.close();
    }
  });

  test('a named questionnaire shows results from the first answer, with who wrote each text', async () => {
    const id = await published(ACCOUNTS.admin, draft({ anonymous: false }));
    await answer(ACCOUNTS.ana, id, { canal: 1, nota: 2, idea: 'Más café' });
    const shown = (await results(ACCOUNTS.admin, id)).json();
    assert.equal(shown.available, true);
    assert.deepEqual(shown.questions[3].texts, [{ text: 'Más café', author: 'Ana García Pérez' }]);
  });

  test('the results export is a workbook with a row per option and the free texts', async () => {
    const id = await published(ACCOUNTS.techManager);
    for (const [index, email] of SOPORTE_MEMBERS.slice(0, 3).entries()) await answer(email, id, { canal: 0, nota: index + 1, idea: `Idea ${index}` });
    await setDeadline(id, true);
    const response = await injectWithLogin(ACCOUNTS.techManager, { method: 'GET', url: `/api/quizzes/${id}/results/export` });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows = (name: string) => (workbook.getWorksheet(name)?.getSheetValues() ?? []).filter(Boolean).map((row) => (row as unknown[]).slice(1));
    const summary = rows('Resultados');
    assert.deepEqual(summary[0], ['Pregunta', 'Tipo', 'Opción', 'Respuestas']);
    assert.deepEqual([summary[1]?.[0], summary[1]?.[2], summary[1]?.[3]], ['Han respondido', '3 de 4', 3]);
    assert.ok(summary.some((row) => row[2] === 'Correo' && row[3] === 3));
    assert.ok(summary.some((row) => row[2] === 'Media' && row[3] === 2));
    assert.deepEqual(rows('Textos').slice(1).map((row) => row[1]), ['Idea 0', 'Idea 1', 'Idea 2']);
    assert.deepEqual(rows('Textos')[0], ['Pregunta', 'Respuesta']);
  });

  test('a withdrawn questionnaire disappears for everyone', async () => {
    const id = await published(ACCOUNTS.techManager);
    assert.equal((await injectWithLogin(ACCOUNTS.ana, { method: 'DELETE', url: `/api/quizzes/${id}` })).statusCode, 403);
    assert.equal((await injectWithLogin(ACCOUNTS.techManager, { method: 'DELETE', url: `/api/quizzes/${id}` })).statusCode, 204);
    assert.ok(!(await listedIds(ACCOUNTS.ana)).includes(id));
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/quizzes/${id}` })).statusCode, 404);
  });
});
