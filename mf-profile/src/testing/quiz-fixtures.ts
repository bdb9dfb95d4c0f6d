/** Questionnaire bodies of the `/quizz` screen tests, as `/api/quizzes` answers them. */
import type { Quiz, QuizResults } from '@portal/shared-api';

export const QUESTIONS: Quiz['questions'] = [
  { id: 'canal', type: 'single', text: '¿Por dónde prefiere recibir avisos?', required: true, options: ['Correo', 'Portal'] },
  { id: 'temas', type: 'multiple', text: '¿Qué temas le interesan?', required: false, options: ['Redes', 'Seguridad'] },
  { id: 'nota', type: 'scale', text: 'Valore el servicio', required: true },
  { id: 'idea', type: 'text', text: '¿Qué mejoraría?', required: false },
];

export function quiz(id: number, overrides: Partial<Quiz> = {}): Quiz {
  return {
    '@id': `/api/quizzes/${id}`,
    '@type': 'Quiz',
    id,
    title: `Encuesta ${id}`,
    description: 'Cinco minutos',
    questions: QUESTIONS,
    active: true,
    anonymous: true,
    deadline: '2030-01-10T18:00:00+01:00',
    published: true,
    publishedAt: '2026-11-20T09:00:00+01:00',
    closed: false,
    departments: [],
    teams: ['/api/teams/3'],
    createdBy: '/api/users/2',
    createdAt: '2026-11-19T09:00:00+01:00',
    canManage: false,
    inAudience: true,
    answered: null,
    audienceSize: null,
    userAnswers: [],
    ...overrides,
  } as Quiz;
}

export const answered = (id: number, answers: Record<string, unknown>): Partial<Quiz> => ({
  userAnswers: [
    {
      '@id': `/api/quiz_users/${id + 100}`,
      '@type': 'QuizUser',
      id: id + 100,
      quiz: id,
      user: '/api/users/7',
      answers,
      createdAt: '2026-11-21T09:00:00+01:00',
      updatedAt: '2026-11-21T09:00:00+01:00',
    },
  ] as Quiz['userAnswers'],
});

export const TECNOLOGIA = {
  '@id': '/api/departments/1',
  id: 1,
  name: 'Tecnología',
  logo: null,
  deleted: false,
  user: '/api/users/7',
  users: [],
  teams: [{ '@id': '/api/teams/3', id: 3, name: 'Soporte', logo: null, deleted: false, managerOnly: false, incidentVisible: true }],
};
export const OPERACIONES = { ...TECNOLOGIA, '@id': '/api/departments/2', id: 2, name: 'Operaciones', user: '/api/users/20', teams: [] };

export function results(id: number, overrides: Partial<QuizResults> = {}): QuizResults {
  return {
    '@id': `/api/quizzes/${id}/results`,
    '@type': 'QuizResults',
    quiz: `/api/quizzes/${id}`,
    title: `Encuesta ${id}`,
    anonymous: true,
    answered: 3,
    audienceSize: 4,
    available: true,
    message: null,
    questions: [
      { id: 'canal', type: 'single', text: '¿Por dónde prefiere recibir avisos?', answered: 3, options: [{ label: 'Correo', count: 2 }, { label: 'Portal', count: 1 }] },
      { id: 'nota', type: 'scale', text: 'Valore el servicio', answered: 3, options: [1, 2, 3, 4, 5].map((value) => ({ label: String(value), count: value === 4 ? 3 : 0 })), average: 4 },
      { id: 'idea', type: 'text', text: '¿Qué mejoraría?', answered: 2, texts: [{ text: 'Alfa' }, { text: 'Zeta' }] },
    ],
    ...overrides,
  };
}
