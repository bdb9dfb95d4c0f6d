import type { Quiz, QuizDraft, QuizQuestion, QuizQuestionType } from '@portal/shared-api';

/** A question as the editor holds it: options as typed, one per line, so half-written lines survive re-renders. */
export type EditableQuestion = { id: string; type: QuizQuestionType; text: string; required: boolean; optionsText: string };

export type EditableQuiz = {
  title: string;
  description: string;
  questions: EditableQuestion[];
  departmentIds: number[];
  teamIds: number[];
  /** `datetime-local` value, local time. */
  deadline: string;
  anonymous: boolean;
};

/** The bounds the API enforces, so nothing longer can be typed. */
export const QUIZ_BOUNDS = { title: 255, description: 2000, questions: 50, questionText: 500, options: 20, optionText: 200, answerText: 2000 };

export const QUESTION_TYPE_LABELS: Record<QuizQuestionType, string> = {
  single: 'Opción única',
  multiple: 'Opción múltiple',
  scale: 'Escala del 1 al 5',
  text: 'Texto libre',
};

export const hasOptions = (type: QuizQuestionType) => type === 'single' || type === 'multiple';

let lastKey = 0;
/** Unique within a questionnaire and stable across reorderings: answers refer to it. */
const newQuestionId = () => `p${Date.now().toString(36)}${(lastKey++).toString(36)}`;

export const newQuestion = (): EditableQuestion => ({ id: newQuestionId(), type: 'single', text: '', required: true, optionsText: '' });

const pad = (value: number) => String(value).padStart(2, '0');
function localDateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const idFromIri = (value: string) => Number(value.split('/').pop());

export function editableQuiz(quiz?: Quiz): EditableQuiz {
  if (!quiz) return { title: '', description: '', questions: [newQuestion()], departmentIds: [], teamIds: [], deadline: '', anonymous: true };
  return {
    title: quiz.title,
    description: quiz.description,
    questions: quiz.questions.map((question) => ({ ...question, optionsText: (question.options ?? []).join('\n') })),
    departmentIds: quiz.departments.map(idFromIri),
    teamIds: quiz.teams.map(idFromIri),
    deadline: localDateTime(quiz.deadline),
    anonymous: quiz.anonymous,
  };
}

function toQuestion({ optionsText, ...question }: EditableQuestion): QuizQuestion {
  if (!hasOptions(question.type)) return question;
  return { ...question, options: optionsText.split('\n').map((line) => line.trim()).filter((line) => line !== '') };
}

export function draftOf(quiz: EditableQuiz): QuizDraft {
  return {
    title: quiz.title.trim(),
    description: quiz.description.trim(),
    questions: quiz.questions.map(toQuestion),
    departmentIds: quiz.departmentIds,
    teamIds: quiz.teamIds,
    deadline: quiz.deadline ? new Date(quiz.deadline).toISOString() : null,
    anonymous: quiz.anonymous,
  };
}

/** `list` with the item at `index` moved by `step` (−1 up, +1 down); unchanged at the ends. */
export function moved<T>(list: T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return list;
  const copy = [...list];
  [copy[index], copy[target]] = [copy[target] as T, copy[index] as T];
  return copy;
}

export const toggled = (ids: number[], id: number) => (ids.includes(id) ? ids.filter((one) => one !== id) : [...ids, id]);
