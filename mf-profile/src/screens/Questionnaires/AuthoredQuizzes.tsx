import { type Quiz, quizzesApi } from '@portal/shared-api';
import { ConfirmModal, EmptyState, TEXTS, useWriteAndRevalidate } from '@portal/shared-ui';
import { useId, useState } from 'react';
import type { AudienceDepartment } from './questionnaires.data';
import { QuizEditor } from './QuizEditor';
import { QuizResultsPanel } from './QuizResultsPanel';

type Open = { kind: 'new' } | { kind: 'edit' | 'results'; id: number } | null;
type Pending = { kind: 'publish' | 'remove'; quiz: Quiz } | null;

function stateOf(quiz: Quiz): string {
  if (!quiz.published) return 'Borrador';
  return quiz.closed ? 'Cerrado' : 'Publicado';
}

const CONFIRM = {
  publish: { title: 'Publicar cuestionario', message: 'Una vez publicado, sus preguntas ya no se podrán cambiar. ¿Desea publicarlo?', success: 'Cuestionario publicado' },
  remove: { title: 'Eliminar cuestionario', message: '¿Desea eliminar el cuestionario y sus respuestas?', success: TEXTS.DELETED },
};

/** The questionnaires the caller manages: write and edit drafts, publish them, read results. */
export function AuthoredQuizzes({ quizzes, departments }: { quizzes: Quiz[]; departments: AudienceDepartment[] }) {
  const [open, setOpen] = useState<Open>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const write = useWriteAndRevalidate();
  const headingId = useId();
  const close = () => setOpen(null);

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    const { quiz, kind } = pending;
    await write<unknown>(() => (kind === 'publish' ? quizzesApi.publish(quiz.id) : quizzesApi.remove(quiz.id)), { success: CONFIRM[kind].success });
    setBusy(false);
    setPending(null);
  }

  return (
    <section className="card quiz-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Mis cuestionarios</h2>
      {open?.kind === 'new' ? (
        <QuizEditor departments={departments} onDone={close} />
      ) : (
        <button type="button" className="btn btn-primary" onClick={() => setOpen({ kind: 'new' })}>
          Nuevo cuestionario
        </button>
      )}
      {quizzes.length === 0 ? (
        <EmptyState message="Aún no ha creado ningún cuestionario." />
      ) : (
        <ul className="quiz-list">
          {quizzes.map((quiz) => (
            <li key={quiz.id} aria-label={quiz.title}>
              <div className="quiz-row">
                <strong>{quiz.title || 'Sin título'}</strong>
                <span className="quiz-state">{stateOf(quiz)}</span>
                {quiz.published && (
                  <span className="muted">
                    {quiz.answered ?? 0} de {quiz.audienceSize ?? 0} han respondido
                  </span>
                )}
                {!quiz.published && (
                  <>
                    <button type="button" className="btn" onClick={() => setOpen({ kind: 'edit', id: quiz.id })}>
                      Editar
                    </button>
                    <button type="button" className="btn btn-primary" onClick={() => setPending({ kind: 'publish', quiz })}>
                      Publicar
                    </button>
                  </>
                )}
                {quiz.published && (
                  <button
                    type="button"
                    className="btn"
                    aria-expanded={open?.kind === 'results' && open.id === quiz.id}
                    onClick={() => setOpen(open?.kind === 'results' && open.id === quiz.id ? null : { kind: 'results', id: quiz.id })}
                  >
                    Resultados
                  </button>
                )}
                <button type="button" className="btn btn-danger" onClick={() => setPending({ kind: 'remove', quiz })}>
                  Eliminar
                </button>
              </div>
              {open?.kind === 'edit' && open.id === quiz.id && <QuizEditor quiz={quiz} departments={departments} onDone={close} />}
              {open?.kind === 'results' && open.id === quiz.id && <QuizResultsPanel quiz={quiz} />}
            </li>
          ))}
        </ul>
      )}
      <ConfirmModal
        open={pending !== null}
        title={pending ? CONFIRM[pending.kind].title : ''}
        message={pending ? CONFIRM[pending.kind].message : ''}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
