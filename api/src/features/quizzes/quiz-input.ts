import type { Static } from '@fastify/type-provider-typebox';
import { badRequest, invalid } from '../../core/errors/api-error.ts';
import { idFromWrittenReference } from '../../core/schemas/filters.ts';
import type { QuizInput } from './quizzes-repository.ts';
import { brokenQuestionRule, normaliseQuestions, type StoredQuestion } from './quiz-rules.ts';
import type { QuizBody } from './quiz-schemas.ts';

function referencedIds(values: unknown[] | undefined, resource: string): number[] {
  const ids = (values ?? []).map((value) => idFromWrittenReference(value, resource));
  if (ids.some((id) => id === undefined)) throw badRequest('IRI no válida', `expected /api/${resource}/{id} or a numeric id`);
  return [...new Set(ids as number[])];
}

/** A written questionnaire as it would be stored; unreadable references are a 400. */
export function quizInputOf(body: Static<typeof QuizBody>): QuizInput {
  const questions = normaliseQuestions(body.questions as StoredQuestion[]);
  return {
    title: body.title.trim(),
    description: body.description?.trim() ?? '',
    questions,
    departmentIds: referencedIds(body.departments, 'departments'),
    teamIds: referencedIds(body.teams, 'teams'),
    deadline: body.deadline ? new Date(body.deadline) : null,
    anonymous: body.anonymous ?? false,
  };
}

/** A 422 naming the first rule the questions break. */
export function checkQuestions(questions: StoredQuestion[]): void {
  const broken = brokenQuestionRule(questions);
  if (broken) throw invalid(broken.field, broken.message);
}
