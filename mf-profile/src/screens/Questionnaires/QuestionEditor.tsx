import type { QuizQuestionType } from '@portal/shared-api';
import { type EditableQuestion, hasOptions, QUESTION_TYPE_LABELS, QUIZ_BOUNDS } from './quiz-draft';

type QuestionEditorProps = {
  question: EditableQuestion;
  number: number;
  count: number;
  onChange: (question: EditableQuestion) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
};

/** One question of a draft: its kind, wording, whether it is required, its options, and where it goes. */
export function QuestionEditor({ question, number, count, onChange, onMove, onRemove }: QuestionEditorProps) {
  const change = (fields: Partial<EditableQuestion>) => onChange({ ...question, ...fields });
  return (
    <fieldset className="quiz-question quiz-question-editor">
      <legend>Pregunta {number}</legend>
      <label>
        Enunciado{' '}
        <input className="input" value={question.text} maxLength={QUIZ_BOUNDS.questionText} onChange={(event) => change({ text: event.target.value })} />
      </label>
      <label>
        Tipo{' '}
        <select className="input" value={question.type} onChange={(event) => change({ type: event.target.value as QuizQuestionType })}>
          {Object.entries(QUESTION_TYPE_LABELS).map(([type, label]) => (
            <option key={type} value={type}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="quiz-choice">
        <input type="checkbox" checked={question.required} onChange={(event) => change({ required: event.target.checked })} /> Obligatoria
      </label>
      {hasOptions(question.type) && (
        <label>
          Opciones (una por línea){' '}
          <textarea className="input" rows={3} value={question.optionsText} onChange={(event) => change({ optionsText: event.target.value })} />
        </label>
      )}
      <div className="quiz-actions">
        <button type="button" className="btn" disabled={number === 1} onClick={() => onMove(-1)} aria-label={`Subir la pregunta ${number}`}>
          Subir
        </button>
        <button type="button" className="btn" disabled={number === count} onClick={() => onMove(1)} aria-label={`Bajar la pregunta ${number}`}>
          Bajar
        </button>
        <button type="button" className="btn btn-danger" onClick={onRemove} aria-label={`Quitar la pregunta ${number}`}>
          Quitar
        </button>
      </div>
    </fieldset>
  );
}
