import { type Quiz, quizzesApi } from '@portal/shared-api';
import { TEXTS, useWriteAndRevalidate } from '@portal/shared-ui';
import { type FormEvent, useState } from 'react';
import { AudiencePicker } from './AudiencePicker';
import { QuestionEditor } from './QuestionEditor';
import { SubmitOrCancel } from './SubmitOrCancel';
import type { AudienceDepartment } from './questionnaires.data';
import { draftOf, type EditableQuiz, editableQuiz, moved, newQuestion, QUIZ_BOUNDS } from './quiz-draft';

type QuizEditorProps = { quiz?: Quiz; departments: AudienceDepartment[]; onDone: () => void };

/** Writes a new draft or rewrites one; nothing typed is lost when saving fails. Publishing is a separate step. */
export function QuizEditor({ quiz, departments, onDone }: QuizEditorProps) {
  const [draft, setDraft] = useState<EditableQuiz>(() => editableQuiz(quiz));
  const [busy, setBusy] = useState(false);
  const write = useWriteAndRevalidate();
  const change = (fields: Partial<EditableQuiz>) => setDraft((current) => ({ ...current, ...fields }));
  const setQuestions = (questions: EditableQuiz['questions']) => change({ questions });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const body = draftOf(draft);
    const result = await write(() => (quiz ? quizzesApi.update(quiz.id, body) : quizzesApi.create(body)), { success: TEXTS.SAVED });
    setBusy(false);
    if (result.ok) onDone();
  }

  return (
    <form className="card quiz-editor" aria-label={quiz ? `Editar: ${quiz.title}` : 'Nuevo cuestionario'} onSubmit={submit} noValidate>
      <h3>{quiz ? `Editar borrador` : 'Nuevo cuestionario'}</h3>
      <label>
        Título{' '}
        <input className="input" value={draft.title} maxLength={QUIZ_BOUNDS.title} onChange={(event) => change({ title: event.target.value })} />
      </label>
      <label>
        Descripción{' '}
        <textarea className="input" rows={2} value={draft.description} maxLength={QUIZ_BOUNDS.description} onChange={(event) => change({ description: event.target.value })} />
      </label>
      <label>
        Fecha límite{' '}
        <input className="input" type="datetime-local" value={draft.deadline} onChange={(event) => change({ deadline: event.target.value })} />
      </label>
      <label className="quiz-choice">
        <input type="checkbox" checked={draft.anonymous} onChange={(event) => change({ anonymous: event.target.checked })} /> Anónimo
      </label>
      <AudiencePicker departments={departments} departmentIds={draft.departmentIds} teamIds={draft.teamIds} onChange={change} />
      {draft.questions.map((question, index) => (
        <QuestionEditor
          key={question.id}
          question={question}
          number={index + 1}
          count={draft.questions.length}
          onChange={(changed) => setQuestions(draft.questions.map((one) => (one.id === changed.id ? changed : one)))}
          onMove={(step) => setQuestions(moved(draft.questions, index, step))}
          onRemove={() => setQuestions(draft.questions.filter((one) => one.id !== question.id))}
        />
      ))}
      <SubmitOrCancel submitLabel="Guardar borrador" busy={busy} onCancel={onDone}>
        <button type="button" className="btn" disabled={draft.questions.length >= QUIZ_BOUNDS.questions} onClick={() => setQuestions([...draft.questions, newQuestion()])}>
          Añadir pregunta
        </button>
      </SubmitOrCancel>
    </form>
  );
}
