import { type Quiz, type QuizAnswers, quizzesApi } from '@portal/shared-api';
import { refuseWrite, TEXTS, useWriteAndRevalidate } from '@portal/shared-ui';
import { type FormEvent, useState } from 'react';
import { QuestionInput } from './QuestionInput';
import { SubmitOrCancel } from './SubmitOrCancel';

export const REQUIRED_MISSING = 'Responda a todas las preguntas obligatorias';

const isBlank = (value: QuizAnswers[string] | undefined) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

type QuizAnswerFormProps = { quiz: Quiz; onDone: () => void };

/** Answers a questionnaire, or changes the answers given while it is open; what was typed stays when sending fails. */
export function QuizAnswerForm({ quiz, onDone }: QuizAnswerFormProps) {
  const given = quiz.userAnswers[0];
  const [answers, setAnswers] = useState<QuizAnswers>(given?.answers ?? {});
  const [busy, setBusy] = useState(false);
  const write = useWriteAndRevalidate();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (quiz.questions.some((question) => question.required && isBlank(answers[question.id]))) {
      refuseWrite(REQUIRED_MISSING);
      return;
    }
    const kept = Object.fromEntries(Object.entries(answers).filter(([, value]) => !isBlank(value)));
    setBusy(true);
    const result = await write(() => (given ? quizzesApi.changeAnswer(given.id, kept) : quizzesApi.answer(quiz.id, kept)), { success: TEXTS.SAVED });
    setBusy(false);
    if (result.ok) onDone();
  }

  return (
    <form className="card quiz-answer-form" aria-label={`Responder: ${quiz.title}`} onSubmit={submit} noValidate>
      {quiz.description && <p>{quiz.description}</p>}
      <p className="muted">Las preguntas marcadas con * son obligatorias.</p>
      {quiz.questions.map((question, index) => (
        <QuestionInput
          key={question.id}
          question={question}
          number={index + 1}
          value={answers[question.id]}
          onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value ?? null }))}
        />
      ))}
      <SubmitOrCancel submitLabel={given ? 'Guardar cambios' : 'Enviar respuestas'} busy={busy} onCancel={onDone} />
    </form>
  );
}
