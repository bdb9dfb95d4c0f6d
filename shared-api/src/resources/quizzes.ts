import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../client';
import type { Quiz, QuizAnswers, QuizQuestion, QuizResults, QuizUser } from '../entities';
import { iri } from '../hydra';
import { createResource, type ResourceId } from './create-resource';

const quizzes = createResource<Quiz>('quizzes');
const answerSets = createResource<QuizUser>('quiz_users');

/** What the questionnaire editor sends: the audience as ids, the deadline as an ISO date-time or null. */
export type QuizDraft = {
  title: string;
  description: string;
  questions: QuizQuestion[];
  departmentIds: number[];
  teamIds: number[];
  deadline: string | null;
  anonymous: boolean;
};

const body = (draft: QuizDraft) => ({
  title: draft.title,
  description: draft.description,
  questions: draft.questions,
  departments: draft.departmentIds.map((id) => iri('departments', id)),
  teams: draft.teamIds.map((id) => iri('teams', id)),
  deadline: draft.deadline,
  anonymous: draft.anonymous,
});

/** Questionnaires (`/api/quizzes`) and one's answers to them (`/api/quiz_users`). */
export const quizzesApi = {
  list: (config?: AxiosRequestConfig) => quizzes.list(undefined, config),
  get: (id: ResourceId, config?: AxiosRequestConfig) => quizzes.get(id, config),
  create: (draft: QuizDraft) => quizzes.create(body(draft)),
  update: (id: ResourceId, draft: QuizDraft) => quizzes.update(id, body(draft)),
  publish: async (id: ResourceId) => (await apiClient.post<Quiz>(`quizzes/${id}/publish`, {})).data,
  remove: (id: ResourceId) => quizzes.remove(id),
  results: async (id: ResourceId, config?: AxiosRequestConfig) => (await apiClient.get<QuizResults>(`quizzes/${id}/results`, config)).data,
  /** The `.xlsx` of the results, downloaded by the browser with the session cookie. */
  exportUrl: (id: ResourceId) => apiClient.getUri({ url: `quizzes/${id}/results/export` }),
  answer: (quizId: number, answers: QuizAnswers) => answerSets.create({ quiz: iri('quizzes', quizId), answers }),
  changeAnswer: (answerId: number, answers: QuizAnswers) => answerSets.update(answerId, { answers }),
};
