/**
 * What makes a questionnaire publishable and an answer acceptable, as pure
 * checks: the routes turn the first broken rule into a 422 with its text.
 */
import type { QuestionType } from './quiz-schemas.ts';

export type StoredQuestion = { id: string; type: QuestionType; text: string; required: boolean; options?: string[] };
export type AnswerValue = number | number[] | string | null;
export type AnswerSet = Record<string, AnswerValue>;

export const SCALE_MIN = 1;
export const SCALE_MAX = 5;
export const MIN_OPTIONS = 2;

export type Broken = { field: string; message: string };

const hasOptions = (type: QuestionType) => type === 'single' || type === 'multiple';

/** Questions as they are stored: trimmed texts, options only where they mean something. */
export function normaliseQuestions(questions: StoredQuestion[]): StoredQuestion[] {
  return questions.map(({ id, type, text, required, options }) => ({
    id,
    type,
    text: text.trim(),
    required,
    ...(hasOptions(type) ? { options: (options ?? []).map((option) => option.trim()) } : {}),
  }));
}

/** Checked on every save, draft or not. */
export function brokenQuestionRule(questions: StoredQuestion[]): Broken | undefined {
  if (new Set(questions.map((question) => question.id)).size !== questions.length) return { field: 'questions', message: 'Hay preguntas repetidas' };
  for (const question of questions) {
    if (hasOptions(question.type) && (question.options ?? []).some((option) => option === '')) {
      return { field: 'questions', message: 'Las opciones no pueden estar vacías' };
    }
  }
  return undefined;
}

export type PublishCandidate = { title: string; questions: StoredQuestion[]; departmentIds: number[]; teamIds: number[]; deadline: Date | null };

/** Checked when publishing: from then on nobody can complete what is missing. */
export function brokenPublishRule(quiz: PublishCandidate, now: Date): Broken | undefined {
  if (quiz.title.trim() === '') return { field: 'title', message: 'El título es obligatorio' };
  if (quiz.questions.length === 0) return { field: 'questions', message: 'Añada al menos una pregunta' };
  if (quiz.questions.some((question) => question.text === '')) return { field: 'questions', message: 'Todas las preguntas necesitan un enunciado' };
  if (quiz.questions.some((question) => hasOptions(question.type) && (question.options ?? []).length < MIN_OPTIONS)) {
    return { field: 'questions', message: 'Las preguntas de opciones necesitan al menos dos opciones' };
  }
  if (quiz.departmentIds.length + quiz.teamIds.length === 0) return { field: 'audience', message: 'Elija al menos un departamento o equipo' };
  if (!quiz.deadline || quiz.deadline <= now) return { field: 'deadline', message: 'La fecha límite debe ser posterior a ahora' };
  return undefined;
}

const isBlank = (value: AnswerValue | undefined) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

function brokenAnswer(question: StoredQuestion, value: AnswerValue): string | undefined {
  const optionCount = question.options?.length ?? 0;
  const isOption = (index: unknown) => Number.isInteger(index) && (index as number) >= 0 && (index as number) < optionCount;
  switch (question.type) {
    case 'single':
      return isOption(value) ? undefined : 'Opción no válida';
    case 'multiple':
      return Array.isArray(value) && value.every(isOption) && new Set(value).size === value.length ? undefined : 'Opción no válida';
    case 'scale':
      return Number.isInteger(value) && (value as number) >= SCALE_MIN && (value as number) <= SCALE_MAX ? undefined : 'La escala va de 1 a 5';
    case 'text':
      return typeof value === 'string' ? undefined : 'La respuesta debe ser un texto';
  }
}

/** The answers to keep (blank ones dropped, texts trimmed), or the first broken rule. */
export function checkAnswers(questions: StoredQuestion[], answers: AnswerSet): { kept: AnswerSet } | { broken: Broken } {
  const known = new Map(questions.map((question) => [question.id, question]));
  if (Object.keys(answers).some((id) => !known.has(id))) return { broken: { field: 'answers', message: 'Respuesta a una pregunta que no existe' } };
  const kept: AnswerSet = {};
  for (const question of questions) {
    const value = answers[question.id];
    if (isBlank(value)) {
      if (question.required) return { broken: { field: 'answers', message: 'Responda a todas las preguntas obligatorias' } };
      continue;
    }
    const message = brokenAnswer(question, value as AnswerValue);
    if (message) return { broken: { field: 'answers', message } };
    kept[question.id] = typeof value === 'string' ? value.trim() : (value as AnswerValue);
  }
  return { kept };
}
