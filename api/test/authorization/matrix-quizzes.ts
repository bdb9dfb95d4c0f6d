/** Rows of the questionnaires (`/api/quizzes`, `/api/quiz_users`); the rules behind them are tested in features/quizzes. */
import { any, get, type Matrix, post, put, TECH_ADMINS } from './matrix-cases.ts';
import { everyone, only, type Role } from './roles.ts';

/** Soporte's members among the roles: the audience of the fixtures' questionnaires. */
const SOPORTE_AUDIENCE: Role[] = ['supportTeamManager', 'ana'];

/** Managers get `managers`, the audience `audience`, anybody else 404: a questionnaire is shown to nobody else. */
const byRelation = (managers: number, audience: number): Record<Role, number> => ({
  ...only(TECH_ADMINS, managers, 404),
  ...Object.fromEntries(SOPORTE_AUDIENCE.map((role) => [role, audience])),
});

/** Two questions with the same id: an allowed writer gets the 422 and nothing is stored. */
const broken = { title: 'Matriz', questions: ['q', 'q'].map((id) => ({ id, type: 'text', text: 'x', required: false })) };

export const QUIZ_MATRIX: Matrix = {
  'GET /api/quizzes': any(() => get('/api/quizzes'), everyone(200)),
  'GET /api/quizzes/:id': {
    draft: { request: (f) => get(`/api/quizzes/${f.quizzes.draft}`), expect: only(TECH_ADMINS, 200, 404) },
    published: { request: (f) => get(`/api/quizzes/${f.quizzes.published}`), expect: byRelation(200, 200) },
  },
  'POST /api/quizzes': {
    inside: { request: (f) => post('/api/quizzes', { ...broken, teams: [`/api/teams/${f.inside.team}`] }), expect: only(TECH_ADMINS, 422, 403) },
    outside: { request: (f) => post('/api/quizzes', { ...broken, departments: [f.outside.department] }), expect: only(['admin'], 422, 403) },
    invalidBody: { request: () => post('/api/quizzes', {}), expect: only(TECH_ADMINS, 400, 403) },
  },
  // Whoever may not write questionnaires is refused before the body or the questionnaire is looked at.
  'PUT /api/quizzes/:id': {
    draft: { request: (f) => put(`/api/quizzes/${f.quizzes.draft}`, broken), expect: only(TECH_ADMINS, 422, 403) },
    published: { request: (f) => put(`/api/quizzes/${f.quizzes.published}`, broken), expect: only(TECH_ADMINS, 409, 403) },
    invalidBody: { request: (f) => put(`/api/quizzes/${f.quizzes.draft}`, {}), expect: only(TECH_ADMINS, 400, 403) },
  },
  'POST /api/quizzes/:id/publish': any((f) => post(`/api/quizzes/${f.quizzes.published}/publish`, {}), byRelation(409, 403)),
  'DELETE /api/quizzes/:id': any((f, role) => ({ method: 'DELETE', url: `/api/quizzes/${f.quizzes.deletable[role]}` }), only(TECH_ADMINS, 204, 404)),
  // One answer of three: below the anonymity threshold, so the export is refused even to those who manage it.
  'GET /api/quizzes/:id/results': any((f) => get(`/api/quizzes/${f.quizzes.closedQuiz}/results`), byRelation(200, 403)),
  'GET /api/quizzes/:id/results/export': any((f) => get(`/api/quizzes/${f.quizzes.closedQuiz}/results/export`), byRelation(409, 403)),
  'GET /api/quiz_users': any(() => get('/api/quiz_users'), everyone(200)),
  'GET /api/quiz_users/:id': any((f) => get(`/api/quiz_users/${f.quizzes.closedAnswer}`), only(['ana'], 200, 404)),
  // Closed: its audience gets the 409 and nothing is stored.
  'POST /api/quiz_users': any((f) => post('/api/quiz_users', { quiz: `/api/quizzes/${f.quizzes.closedQuiz}`, answers: { q1: 3 } }), byRelation(403, 409)),
  'PUT /api/quiz_users/:id': any((f) => put(`/api/quiz_users/${f.quizzes.closedAnswer}`, { answers: { q1: 3 } }), only(['ana'], 409, 404)),
};
