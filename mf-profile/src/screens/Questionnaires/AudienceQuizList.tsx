import type { Quiz } from '@portal/shared-api';
import { EmptyState, formatWeekday } from '@portal/shared-ui';
import { useId, useState } from 'react';
import { QuizAnswerForm } from './QuizAnswerForm';

type AudienceQuizListProps = { title: string; quizzes: Quiz[]; empty: string };

function deadlineText(quiz: Quiz): string {
  if (quiz.closed) return 'Cerrado';
  return quiz.deadline ? `Hasta el ${formatWeekday(quiz.deadline)}` : '';
}

/** Questionnaires the caller is asked to answer: each opens its form, for a first answer or a change before the deadline. */
export function AudienceQuizList({ title, quizzes, empty }: AudienceQuizListProps) {
  const [openId, setOpenId] = useState<number | null>(null);
  const headingId = useId();
  return (
    <section className="card quiz-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {quizzes.length === 0 ? (
        <EmptyState message={empty} />
      ) : (
        <ul className="quiz-list">
          {quizzes.map((quiz) => {
            const answered = quiz.userAnswers.length > 0;
            return (
              <li key={quiz.id} aria-label={quiz.title}>
                <div className="quiz-row">
                  <strong>{quiz.title}</strong>
                  <span className="muted">
                    {deadlineText(quiz)}
                    {quiz.anonymous ? ' · Anónimo' : ''}
                  </span>
                  {!quiz.closed && openId !== quiz.id && (
                    <button type="button" className="btn" onClick={() => setOpenId(quiz.id)}>
                      {answered ? 'Cambiar respuestas' : 'Responder'}
                    </button>
                  )}
                </div>
                {openId === quiz.id && !quiz.closed && <QuizAnswerForm quiz={quiz} onDone={() => setOpenId(null)} />}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
