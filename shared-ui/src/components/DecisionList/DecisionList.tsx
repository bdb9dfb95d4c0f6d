import { EmptyState } from '../EmptyState';
import { DecisionCard } from './DecisionCard';
import type { DecisionRequest, DecisionTexts } from './decision-types';
import { type DecisionsOptions, useDecisions } from './use-decisions';
import './decision-list.css';

type Props<T> = DecisionsOptions<T> & {
  requests: DecisionRequest[];
  texts: DecisionTexts;
  /** Whether several may be accepted at once ('Aceptar seleccionadas'); a list of handled items offers no selection. */
  selectable?: boolean;
  /** The list is being read again (a navigation): shown as busy. */
  loading?: boolean;
};

/**
 * The one design of the managers' decision screens (holidays, justifications,
 * schedule changes, requested tasks): a card per request with what deciding
 * means, its answers, and the accepting of several at once, with progress.
 */
export function DecisionList<T>({ requests, texts, selectable = true, loading = false, ...options }: Props<T>) {
  const decisions = useDecisions({ ...options, texts });
  const { run, deciding, errors, selected, setSelected, toggle, decideAll } = decisions;
  const acceptable = requests.filter((request) => request.mayAccept).map((request) => request.id);
  const chosen = acceptable.filter((id) => selected.has(id));
  const allChosen = acceptable.length > 0 && chosen.length === acceptable.length;
  const offersSelection = selectable && acceptable.length > 1;

  if (requests.length === 0) return <EmptyState message={texts.empty} />;

  return (
    <div className="decision-list" aria-busy={loading || run !== null}>
      {offersSelection && (
        <div className="decision-toolbar">
          <label className="decision-select-all">
            <input type="checkbox" checked={allChosen} disabled={run !== null} onChange={() => setSelected(new Set(allChosen ? [] : acceptable))} />
            Seleccionar todas
          </label>
          <button type="button" className="btn btn-primary" disabled={run !== null || chosen.length === 0} onClick={() => void decideAll(chosen, { accept: true })}>
            {texts.accept} seleccionadas{chosen.length > 0 ? ` (${chosen.length})` : ''}
          </button>
          <span className="decision-progress" role="status">
            {run && run.total > 1 ? `Decididas ${run.done} de ${run.total}...` : ''}
          </span>
        </div>
      )}
      <ul className="decision-cards">
        {requests.map((request) => (
          <li key={request.id}>
            <DecisionCard
              request={request}
              texts={texts}
              busy={deciding.has(request.id) || (run !== null && chosen.includes(request.id))}
              error={errors.get(request.id)}
              selectable={offersSelection && request.mayAccept}
              selected={selected.has(request.id)}
              onToggle={() => toggle(request.id)}
              onDecide={(decision) => decideAll([request.id], decision)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
