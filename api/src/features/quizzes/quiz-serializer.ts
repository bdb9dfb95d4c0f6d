import type { Quiz, QuizUser } from '@portal/shared-api/entities';
import { formatDateTime } from '../../core/json-ld/dates.ts';
import { iri, item, type JsonObject, type Serialized } from '../../core/json-ld/json-ld.ts';
import type { AnswerSet, StoredQuestion } from './quiz-rules.ts';

export type QuizRow = {
  id: number;
  title: string;
  description: string;
  questions: StoredQuestion[];
  active: boolean;
  created_by_id: number | null;
  department_ids: number[];
  team_ids: number[];
  deadline: Date | null;
  anonymous: boolean;
  published_at: Date | null;
  created_at: Date;
};

/** A row as the caller sees it: whether they manage it or are asked to answer it, and, for managers, how far the answers have come. */
export type QuizView = QuizRow & { can_manage: boolean; in_audience: boolean; answered: number | null; audience_size: number | null };

export type QuizUserRow = { id: number; quiz_id: number; user_id: number; answers: AnswerSet; created_at: Date; updated_at: Date };

export function toQuizUser(row: QuizUserRow): Serialized<QuizUser> {
  return item<QuizUser>('QuizUser', 'quiz_users', row.id, {
    quiz: iri('quizzes', row.quiz_id),
    user: iri('users', row.user_id),
    answers: row.answers,
    createdAt: formatDateTime(row.created_at),
    updatedAt: formatDateTime(row.updated_at),
  });
}

export function isClosed(row: Pick<QuizRow, 'deadline'>, now = new Date()): boolean {
  return row.deadline !== null && row.deadline <= now;
}

export function toQuiz(row: QuizView, ownAnswers: QuizUserRow[]): JsonObject {
  return item<Quiz>('Quiz', 'quizzes', row.id, {
    title: row.title,
    description: row.description,
    questions: row.questions,
    active: row.active,
    anonymous: row.anonymous,
    deadline: formatDateTime(row.deadline),
    published: row.published_at !== null,
    publishedAt: formatDateTime(row.published_at),
    closed: isClosed(row),
    departments: row.department_ids.map((id) => iri('departments', id)),
    teams: row.team_ids.map((id) => iri('teams', id)),
    createdBy: row.created_by_id === null ? null : iri('users', row.created_by_id),
    createdAt: formatDateTime(row.created_at),
    canManage: row.can_manage,
    inAudience: row.in_audience,
    answered: row.answered,
    audienceSize: row.audience_size,
    userAnswers: ownAnswers.map((answer) => ({ ...toQuizUser(answer), quiz: row.id }) as Quiz['userAnswers'][number]),
  });
}
