/**
 * Questionnaires the matrix acts on, all written by Tecnología's manager for
 * the team Soporte (Ana and its manager answer them): a draft, a published
 * one, a closed one Ana answered, and one draft per role to delete.
 */
import type { FastifyInstance } from 'fastify';
import { ROLES, type Role } from './roles.ts';

const QUESTIONS = JSON.stringify([{ id: 'q1', type: 'scale', text: '¿Qué tal?', required: true }]);

export async function quizFixtures(app: FastifyInstance, authorId: number) {
  const [soporte] = await app.db.query<{ id: number }>("SELECT id FROM teams WHERE name = 'Soporte'");
  const quiz = async (published: boolean, deadline: string) => {
    const [row] = await app.db.query<{ id: number }>(
      `INSERT INTO quizzes (title, questions, created_by_id, team_ids, deadline, anonymous, published_at)
       VALUES ('Matriz', $1::jsonb, $2, $3::integer[], now() + $4::interval, true, ${published ? 'now()' : 'NULL'}) RETURNING id`,
      [QUESTIONS, authorId, [soporte?.id], deadline],
    );
    if (!row) throw new Error('quiz fixture not created');
    return row.id;
  };
  const closedQuiz = await quiz(true, '-1 day');
  const [ana] = await app.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'ana.garcia@empresa.es'");
  const [closedAnswer] = await app.db.query<{ id: number }>(
    `INSERT INTO quiz_users (quiz_id, user_id, answers) VALUES ($1, $2, '{"q1": 4}'::jsonb) RETURNING id`,
    [closedQuiz, ana?.id],
  );
  const deletable = {} as Record<Role, number>;
  for (const role of ROLES) deletable[role] = await quiz(false, '7 days');
  return { draft: await quiz(false, '7 days'), published: await quiz(true, '7 days'), closedQuiz, closedAnswer: closedAnswer?.id ?? 0, deletable };
}

export type QuizFixtures = Awaited<ReturnType<typeof quizFixtures>>;
