import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql from 'sql-template-tag';
import type { Caller } from '../../core/authentication/caller.ts';
import { isAdmin } from '../../core/authorization/roles.ts';
import { managedDepartmentIds } from '../../core/authorization/scope-sql.ts';
import type { Database } from '../../core/db/database.ts';
import type { JsonObject } from '../../core/json-ld/json-ld.ts';
import type { AnswerRecord } from './quiz-results.ts';
import type { AnswerSet, StoredQuestion } from './quiz-rules.ts';
import { audienceUserIds, inAudience, managesQuiz, visibleQuiz } from './quiz-scope-sql.ts';
import { type QuizRow, type QuizUserRow, type QuizView, toQuiz } from './quiz-serializer.ts';

export type QuizInput = {
  title: string;
  description: string;
  questions: StoredQuestion[];
  departmentIds: number[];
  teamIds: number[];
  deadline: Date | null;
  anonymous: boolean;
};

export type AudienceProblem = 'unknown' | 'outside';

/** Questionnaires (`quizzes`) and their answers (`quiz_users`). */
export function createQuizzesRepository(db: Database) {
  const viewOf = (caller: Caller) => sql`SELECT q.*, ${managesQuiz(caller)} AS can_manage, ${inAudience(caller)} AS in_audience,
      CASE WHEN ${managesQuiz(caller)} THEN (SELECT count(*)::int FROM quiz_users qu WHERE qu.quiz_id = q.id) END AS answered,
      CASE WHEN ${managesQuiz(caller)} THEN (SELECT count(*)::int FROM users u WHERE NOT u.deleted AND u.id IN (${audienceUserIds})) END AS audience_size
    FROM quizzes q WHERE ${visibleQuiz(caller)}`;

  async function ownAnswers(userId: number, quizIds: number[]): Promise<QuizUserRow[]> {
    if (quizIds.length === 0) return [];
    return db.query<QuizUserRow>(sql`SELECT * FROM quiz_users WHERE user_id = ${userId} AND quiz_id = ANY(${quizIds}) ORDER BY id`);
  }

  async function serialise(caller: Caller, rows: QuizView[]): Promise<JsonObject[]> {
    const answers = await ownAnswers(caller.id, rows.map((row) => row.id));
    return rows.map((row) => toQuiz(row, answers.filter((answer) => answer.quiz_id === row.id)));
  }

  return {
    /** Newest first: what was published last is what people are asked about now. */
    async list(caller: Caller): Promise<JsonObject[]> {
      return serialise(caller, await db.query<QuizView>(sql`${viewOf(caller)} ORDER BY q.published_at DESC NULLS FIRST, q.id DESC`));
    },
    async findVisible(caller: Caller, id: number): Promise<QuizView | undefined> {
      const [row] = await db.query<QuizView>(sql`${viewOf(caller)} AND q.id = ${id}`);
      return row;
    },
    serialise: async (caller: Caller, row: QuizView) => (await serialise(caller, [row]))[0] as JsonObject,
    /** Why an audience cannot be addressed by the caller: a department or team that does not exist, or one outside their departments. */
    async audienceProblem(caller: Caller, departmentIds: number[], teamIds: number[]): Promise<AudienceProblem | undefined> {
      const [found] = await db.query<{ departments: number; teams: number; outside: number }>(
        sql`SELECT (SELECT count(*)::int FROM departments WHERE id = ANY(${departmentIds}) AND NOT deleted) AS departments,
                   (SELECT count(*)::int FROM teams WHERE id = ANY(${teamIds}) AND NOT deleted) AS teams,
                   (SELECT count(*)::int FROM (SELECT unnest(${departmentIds}::integer[]) AS department_id
                                               UNION ALL SELECT department_id FROM teams WHERE id = ANY(${teamIds})) addressed
                    WHERE addressed.department_id NOT IN (${managedDepartmentIds(caller)})) AS outside`,
      );
      if (!found || found.departments !== new Set(departmentIds).size || found.teams !== new Set(teamIds).size) return 'unknown';
      return !isAdmin(caller) && found.outside > 0 ? 'outside' : undefined;
    },
    async create(authorId: number, input: QuizInput): Promise<number> {
      const questions = JSON.stringify(input.questions);
      const [created] = await db.query<{ id: number }>(
        sql`INSERT INTO quizzes (title, description, questions, created_by_id, department_ids, team_ids, deadline, anonymous)
            VALUES (${input.title}, ${input.description}, ${questions}::jsonb, ${authorId}, ${input.departmentIds}::integer[], ${input.teamIds}::integer[],
                    ${input.deadline}, ${input.anonymous})
            RETURNING id`,
      );
      if (!created) throw new Error('INSERT returned nothing');
      return created.id;
    },
    /** Drafts only: false when it was published meanwhile. */
    async updateDraft(id: number, input: QuizInput): Promise<boolean> {
      const questions = JSON.stringify(input.questions);
      const updated = await db.query(
        sql`UPDATE quizzes SET title = ${input.title}, description = ${input.description}, questions = ${questions}::jsonb,
              department_ids = ${input.departmentIds}::integer[], team_ids = ${input.teamIds}::integer[], deadline = ${input.deadline},
              anonymous = ${input.anonymous}
            WHERE id = ${id} AND published_at IS NULL RETURNING id`,
      );
      return updated.length === 1;
    },
    async publish(id: number): Promise<boolean> {
      return (await db.query(sql`UPDATE quizzes SET published_at = now() WHERE id = ${id} AND published_at IS NULL RETURNING id`)).length === 1;
    },
    /** Kept with its answers, but shown to nobody any more. */
    async remove(id: number): Promise<void> {
      await db.query(sql`UPDATE quizzes SET active = false WHERE id = ${id}`);
    },
    async audienceOf(quizId: number): Promise<number[]> {
      const rows = await db.query<{ id: number }>(sql`SELECT u.id FROM users u, quizzes q WHERE q.id = ${quizId} AND NOT u.deleted AND u.id IN (${audienceUserIds})`);
      return rows.map((row) => row.id);
    },
    /** Undefined when the caller already answered: one answer set per person. */
    async answer(quizId: number, userId: number, answers: AnswerSet): Promise<QuizUserRow | undefined> {
      const [created] = await db.query<QuizUserRow>(
        sql`INSERT INTO quiz_users (quiz_id, user_id, answers) VALUES (${quizId}, ${userId}, ${JSON.stringify(answers)}::jsonb)
            ON CONFLICT (quiz_id, user_id) DO NOTHING RETURNING *`,
      );
      return created;
    },
    async changeAnswer(id: number, answers: AnswerSet): Promise<QuizUserRow> {
      const [updated] = await db.query<QuizUserRow>(sql`UPDATE quiz_users SET answers = ${JSON.stringify(answers)}::jsonb, updated_at = now() WHERE id = ${id} RETURNING *`);
      if (!updated) throw new Error('UPDATE returned nothing');
      return updated;
    },
    async ownAnswerList(caller: Caller, quizIds?: number[]): Promise<QuizUserRow[]> {
      return db.query<QuizUserRow>(
        sql`SELECT qu.* FROM quiz_users qu JOIN quizzes q ON q.id = qu.quiz_id
            WHERE qu.user_id = ${caller.id} AND q.active ${quizIds ? sql`AND qu.quiz_id = ANY(${quizIds})` : sql``} ORDER BY qu.id`,
      );
    },
    /** An answer set with what deciding on a change needs from its questionnaire. */
    async findAnswer(id: number): Promise<(QuizUserRow & Pick<QuizRow, 'deadline' | 'questions' | 'created_by_id' | 'anonymous'>) | undefined> {
      const [row] = await db.query<QuizUserRow & Pick<QuizRow, 'deadline' | 'questions' | 'created_by_id' | 'anonymous'>>(
        sql`SELECT qu.*, q.deadline, q.questions, q.created_by_id, q.anonymous FROM quiz_users qu JOIN quizzes q ON q.id = qu.quiz_id WHERE qu.id = ${id} AND q.active`,
      );
      return row;
    },
    /** Every answer set but those of `without` (an anonymous questionnaire's author), with who wrote it. */
    async answerRecords(quizId: number, without: number | null = null): Promise<AnswerRecord[]> {
      return db.query<AnswerRecord>(
        sql`SELECT coalesce(u.name, u.email) AS author, qu.answers FROM quiz_users qu JOIN users u ON u.id = qu.user_id
            WHERE qu.quiz_id = ${quizId} AND qu.user_id IS DISTINCT FROM ${without} ORDER BY qu.id`,
      );
    },
    async isInAudience(quizId: number, userId: number): Promise<boolean> {
      return (await db.query(sql`SELECT 1 FROM quizzes q WHERE q.id = ${quizId} AND ${userId} IN (${audienceUserIds})`)).length > 0;
    },
  };
}

export type QuizzesRepository = ReturnType<typeof createQuizzesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    quizzes: QuizzesRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('quizzes', createQuizzesRepository(app.db));
  },
  { name: 'quizzes-repository', dependencies: ['db'] },
);
