/** Results per question from the stored answer sets; who wrote what is kept only for questionnaires that are not anonymous. */
import type { AnswerSet, StoredQuestion } from './quiz-rules.ts';

/** Below this many answers (its author's not counted) an anonymous questionnaire shows nothing: a tiny group's answers would point at people. */
export const ANONYMITY_THRESHOLD = 3;
export const BEFORE_DEADLINE_MESSAGE = 'Los resultados de un cuestionario anónimo se mostrarán cuando termine el plazo';
export const BELOW_THRESHOLD_MESSAGE = 'No se muestran los resultados: han respondido menos de 3 personas, sin contar a quien lo creó';

export type AnswerRecord = { author: string; answers: AnswerSet };

export type QuestionResult = {
  id: string;
  type: StoredQuestion['type'];
  text: string;
  /** How many answered this question. */
  answered: number;
  options?: { label: string; count: number }[];
  average?: number | null;
  texts?: { text: string; author?: string }[];
};

function resultOf(question: StoredQuestion, records: AnswerRecord[], anonymous: boolean): QuestionResult {
  const given = records.filter((record) => record.answers[question.id] !== undefined);
  const values = given.map((record) => record.answers[question.id]);
  const base = { id: question.id, type: question.type, text: question.text, answered: given.length };
  if (question.type === 'single' || question.type === 'multiple') {
    const chosen = values.flatMap((value) => (Array.isArray(value) ? value : [value]));
    return { ...base, options: (question.options ?? []).map((label, index) => ({ label, count: chosen.filter((one) => one === index).length })) };
  }
  if (question.type === 'scale') {
    const numbers = values.map(Number);
    const average = numbers.length === 0 ? null : Math.round((numbers.reduce((sum, value) => sum + value, 0) / numbers.length) * 100) / 100;
    return { ...base, options: [1, 2, 3, 4, 5].map((value) => ({ label: String(value), count: numbers.filter((one) => one === value).length })), average };
  }
  const texts = given.map((record) => ({ text: String(record.answers[question.id]), ...(anonymous ? {} : { author: record.author }) }));
  // Anonymous texts come in no telling order, so their order cannot be matched with the order people answered in.
  if (anonymous) texts.sort((a, b) => a.text.localeCompare(b.text, 'es'));
  return { ...base, texts };
}

export function questionResults(questions: StoredQuestion[], records: AnswerRecord[], anonymous: boolean): QuestionResult[] {
  return questions.map((question) => resultOf(question, records, anonymous));
}

/**
 * Why an anonymous questionnaire's results stay closed, or null when they show.
 * While answers can still come or change, results read before and after each
 * one would tell what that one person answered; so they wait for the deadline.
 * `answered` counts the answers the results are made of, never the author's.
 */
export function resultsWithheldBecause(quiz: { anonymous: boolean; deadline: Date | null }, answered: number, now = new Date()): string | null {
  if (!quiz.anonymous) return null;
  if (quiz.deadline === null || quiz.deadline > now) return BEFORE_DEADLINE_MESSAGE;
  return answered < ANONYMITY_THRESHOLD ? BELOW_THRESHOLD_MESSAGE : null;
}
