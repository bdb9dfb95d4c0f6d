import type { Iri, JsonLdItem } from './json-ld';

export type QuizQuestionType = 'single' | 'multiple' | 'scale' | 'text';

export type QuizQuestion = {
  /** Stable key of the question inside its questionnaire: answers refer to it. */
  id: string;
  type: QuizQuestionType;
  text: string;
  required: boolean;
  /** Choices of `single` and `multiple` questions. */
  options?: string[];
};

/** Per question id: an option index (`single`), option indexes (`multiple`), 1–5 (`scale`) or a text. */
export type QuizAnswers = Record<string, number | number[] | string | null>;

export type QuizUser = JsonLdItem & {
  quiz: Iri;
  user: Iri;
  answers: QuizAnswers;
  createdAt: string;
  updatedAt: string;
};

export type Quiz = JsonLdItem & {
  /** The caller's own answers; each carries the quiz id. */
  userAnswers: (Omit<QuizUser, 'quiz'> & { quiz: number })[];
  title: string;
  description: string;
  questions: QuizQuestion[];
  active: boolean;
  anonymous: boolean;
  deadline: string | null;
  published: boolean;
  publishedAt: string | null;
  /** The deadline has passed: answers can no longer be given or changed. */
  closed: boolean;
  departments: Iri[];
  teams: Iri[];
  createdBy: Iri | null;
  createdAt: string;
  /** The caller may edit, publish, delete it and read its results. */
  canManage: boolean;
  /** The caller is asked to answer it. */
  inAudience: boolean;
  /** For those who manage it; null otherwise. */
  answered: number | null;
  audienceSize: number | null;
};

export type QuizOptionResult = { label: string; count: number };

export type QuizQuestionResult = {
  id: string;
  type: QuizQuestionType;
  text: string;
  answered: number;
  options?: QuizOptionResult[];
  average?: number | null;
  texts?: { text: string; author?: string }[];
};

export type QuizResults = {
  '@id': string;
  '@type': 'QuizResults';
  quiz: Iri;
  title: string;
  anonymous: boolean;
  answered: number;
  audienceSize: number;
  /**
   * False for an anonymous questionnaire before its deadline, or when fewer than 3 people other than its author answered:
   * `questions` is then empty and `message` says why. An anonymous one's `answered`, `audienceSize` and results leave its author out.
   */
  available: boolean;
  message: string | null;
  questions: QuizQuestionResult[];
};
