import type { QuizAnswers, QuizQuestion } from '@portal/shared-api';
import { QUIZ_BOUNDS } from './quiz-draft';

type Value = QuizAnswers[string] | undefined;
type QuestionInputProps = { question: QuizQuestion; number: number; value: Value; onChange: (value: Value) => void };

const SCALE = [1, 2, 3, 4, 5];

/** One question of the answer form: radios, checkboxes, a 1–5 scale or a text, under a legend that marks it required. */
export function QuestionInput({ question, number, value, onChange }: QuestionInputProps) {
  const name = `pregunta-${question.id}`;
  const legend = (
    <legend>
      {number}. {question.text}
      {question.required && (
        <span className="quiz-required" title="Obligatoria">
          {' '}
          * <span className="visually-hidden">(obligatoria)</span>
        </span>
      )}
    </legend>
  );
  if (question.type === 'text') {
    return (
      <fieldset className="quiz-question">
        {legend}
        <textarea
          className="input"
          aria-label={question.text}
          aria-required={question.required}
          maxLength={QUIZ_BOUNDS.answerText}
          rows={3}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      </fieldset>
    );
  }
  const choices = question.type === 'scale' ? SCALE.map((point) => ({ label: String(point), value: point })) : (question.options ?? []).map((label, index) => ({ label, value: index }));
  const chosen = Array.isArray(value) ? value : [];
  return (
    <fieldset className={`quiz-question${question.type === 'scale' ? ' quiz-scale' : ''}`}>
      {legend}
      {question.type === 'scale' && <span className="muted">1 = muy mal, 5 = muy bien</span>}
      {choices.map((choice) => {
        const isChosen = question.type === 'multiple' ? chosen.includes(choice.value) : value === choice.value;
        const choose = () =>
          onChange(question.type !== 'multiple' ? choice.value : isChosen ? chosen.filter((one) => one !== choice.value) : [...chosen, choice.value].sort((a, b) => a - b));
        return (
          <label key={choice.value} className="quiz-choice">
            <input type={question.type === 'multiple' ? 'checkbox' : 'radio'} name={name} checked={isChosen} onChange={choose} /> {choice.label}
          </label>
        );
      })}
    </fieldset>
  );
}
