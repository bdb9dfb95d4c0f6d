import { Type } from '@fastify/type-provider-typebox';
import { DateTime, MAX, Reference } from '../../core/schemas/common.ts';

/** Bounds of a questionnaire, shared by the body schemas and the checks that give Spanish messages. */
export const QUIZ_LIMITS = {
  title: MAX.NAME,
  description: 2000,
  questions: 50,
  questionText: 500,
  options: 20,
  optionText: 200,
  answerText: 2000,
  audience: 100,
} as const;

export const QUESTION_TYPES = ['single', 'multiple', 'scale', 'text'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const Question = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' }),
    type: Type.Union(QUESTION_TYPES.map((type) => Type.Literal(type))),
    text: Type.String({ maxLength: QUIZ_LIMITS.questionText }),
    required: Type.Boolean(),
    options: Type.Optional(Type.Array(Type.String({ maxLength: QUIZ_LIMITS.optionText }), { maxItems: QUIZ_LIMITS.options })),
  },
  { additionalProperties: false },
);

/** A draft may be saved half-written; publishing checks that it is complete. */
export const QuizBody = Type.Object(
  {
    title: Type.String({ maxLength: QUIZ_LIMITS.title }),
    description: Type.Optional(Type.String({ maxLength: QUIZ_LIMITS.description })),
    questions: Type.Array(Question, { maxItems: QUIZ_LIMITS.questions }),
    departments: Type.Optional(Type.Array(Reference, { maxItems: QUIZ_LIMITS.audience })),
    teams: Type.Optional(Type.Array(Reference, { maxItems: QUIZ_LIMITS.audience })),
    deadline: Type.Optional(Type.Union([DateTime, Type.Null()])),
    anonymous: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: true },
);

/** One answer per question id: an option index, a list of them, a 1–5 value or a text. */
export const Answers = Type.Record(
  Type.String({ maxLength: 40 }),
  Type.Union([
    Type.Integer({ minimum: 0, maximum: 100 }),
    Type.Array(Type.Integer({ minimum: 0, maximum: 100 }), { maxItems: QUIZ_LIMITS.options }),
    Type.String({ maxLength: QUIZ_LIMITS.answerText }),
    Type.Null(),
  ]),
  { maxProperties: QUIZ_LIMITS.questions },
);

export const AnswerBody = Type.Object({ quiz: Reference, answers: Answers }, { additionalProperties: true });
export const AnswerUpdateBody = Type.Object({ answers: Answers }, { additionalProperties: true });
