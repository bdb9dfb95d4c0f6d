import { type Quiz, type QuizQuestionResult, type QuizResults, quizzesApi } from '@portal/shared-api';
import { ErrorState, Loader, useLiveUpdates } from '@portal/shared-ui';
import { useCallback, useEffect, useState } from 'react';

export const RESULTS_LOAD_ERROR = 'No se han podido cargar los resultados';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'shown'; results: QuizResults };

const share = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 100));

function QuestionResult({ question }: { question: QuizQuestionResult }) {
  const total = question.type === 'multiple' ? question.answered : (question.options ?? []).reduce((sum, option) => sum + option.count, 0);
  return (
    <section className="quiz-result" aria-label={question.text}>
      <h4>{question.text}</h4>
      <p className="muted">Respuestas: {question.answered}</p>
      {question.options && (
        <ul className="quiz-bars">
          {question.options.map((option) => (
            <li key={option.label}>
              <span className="quiz-bar-label">{option.label}</span>
              <span className="quiz-bar" aria-hidden="true">
                <span className="quiz-bar-fill" style={{ width: `${share(option.count, total)}%` }} />
              </span>
              <span>
                {option.count} ({share(option.count, total)} %)
              </span>
            </li>
          ))}
        </ul>
      )}
      {question.type === 'scale' && <p>Media: {question.average === null || question.average === undefined ? '—' : question.average.toLocaleString('es-ES')}</p>}
      {question.texts && (
        <ul className="quiz-texts">
          {question.texts.map((text, index) => (
            <li key={`${index}-${text.text}`}>
              {text.text}
              {text.author && <span className="muted"> · {text.author}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Results of a questionnaire for whoever manages it, read again when an answer arrives. An anonymous one's results
 * stay closed until its deadline (the API says why in `message`) and its answers are not announced live.
 */
export function QuizResultsPanel({ quiz }: { quiz: Quiz }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(async () => {
    try {
      setState({ kind: 'shown', results: await quizzesApi.results(quiz.id) });
    } catch {
      setState({ kind: 'failed' });
    }
  }, [quiz.id]);
  useEffect(() => {
    void load();
  }, [load]);
  useLiveUpdates((update) => update.iri === quiz['@id'], () => void load());

  if (state.kind === 'loading') return <Loader label="Cargando resultados..." />;
  if (state.kind === 'failed') return <ErrorState message={RESULTS_LOAD_ERROR} onRetry={() => void load()} />;
  const { results } = state;
  return (
    <section className="card quiz-results" aria-label={`Resultados: ${quiz.title}`}>
      <p>
        Han respondido {results.answered} de {results.audienceSize} personas.
      </p>
      {results.available ? (
        <>
          <a className="btn" href={quizzesApi.exportUrl(quiz.id)} download>
            Descargar
          </a>
          {results.questions.map((question) => (
            <QuestionResult key={question.id} question={question} />
          ))}
        </>
      ) : (
        <p role="status">{results.message}</p>
      )}
    </section>
  );
}
