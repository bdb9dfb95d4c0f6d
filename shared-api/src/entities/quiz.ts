import type { Iri, JsonLdItem } from './json-ld';

export type Quiz = JsonLdItem & {
  userAnswers: { quiz: number | Iri; [key: string]: unknown }[];
  title?: string;
  questions?: unknown;
  active?: boolean;
};

export type QuizUser = JsonLdItem & {
  quiz: Iri;
  user: Iri;
  answers?: unknown;
  createdAt?: string;
};
