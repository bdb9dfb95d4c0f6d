import { isSearchable } from '@portal/shared-api';
import { useId, useMemo, useState } from 'react';
import { type ChartIndex, searchChart } from './chart-model';
import { CHART_TEXTS } from './chart-texts';

type OrganisationSearchProps = { index: ChartIndex; onChoose: (key: string) => void };

/** Finds a person or a unit by name (above 2 characters); choosing one opens the tree at it. */
export function OrganisationSearch({ index, onChoose }: OrganisationSearchProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const searching = isSearchable(text);
  const results = useMemo(() => (searching ? searchChart(index, text) : []), [index, text, searching]);
  const choose = (key: string) => {
    setText('');
    onChoose(key);
  };
  return (
    <search className="org-chart-search">
      <label className="field" htmlFor={inputId}>
        {CHART_TEXTS.SEARCH_LABEL}
      </label>
      <input id={inputId} className="input" type="search" value={text} onChange={(event) => setText(event.target.value)} aria-describedby={`${inputId}-status`} />
      <p id={`${inputId}-status`} className="muted" aria-live="polite">
        {!searching ? CHART_TEXTS.SEARCH_HINT : results.length === 0 ? CHART_TEXTS.NO_RESULTS : ''}
      </p>
      {results.length > 0 && (
        <ul className="org-chart-results" aria-label={CHART_TEXTS.SEARCH_LABEL}>
          {results.map((result) => (
            <li key={result.key}>
              <button type="button" className="btn btn-ghost" onClick={() => choose(result.key)}>
                <span>{result.node.name}</span>
                <span className="muted">
                  {' '}
                  · {CHART_TEXTS.KIND[result.node.kind]}
                  {result.path ? ` · ${result.path}` : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </search>
  );
}
