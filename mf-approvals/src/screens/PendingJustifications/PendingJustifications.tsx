import { type Justification, iri } from '@portal/shared-api';
import { DecisionList, TEXTS, useLiveUpdates, useSessionUser } from '@portal/shared-ui';
import { useState } from 'react';
import { useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { DecisionPage } from '../../components/DecisionPage';
import { decideJustification, JUSTIFICATION_DECISION_TEXTS, justificationDecision } from './justification-decisions';
import { HANDLED_PARAM, type PendingJustificationsData, reloadsForLiveUpdate } from './pending-justifications.data';

export function PendingJustifications() {
  const { handled, justifications } = useLoaderData() as PendingJustificationsData;
  const me = useSessionUser();
  // What another manager decided leaves this list within moments (docs/api-contract.md §11).
  useLiveUpdates(reloadsForLiveUpdate(me ? iri('users', me.id) : null));
  const [, setSearchParams] = useSearchParams();
  const loading = useNavigation().state === 'loading';
  // The box follows the click at once (the other list loads meanwhile) and the loaded list once it arrives.
  const [showingHandled, setShowingHandled] = useState(handled);
  const [loadedHandled, setLoadedHandled] = useState(handled);
  // A decided card shows the server's answer (spec 02 §4) until the list is read again.
  const [answers, setAnswers] = useState({ of: justifications, byId: new Map<number, Justification>() });
  if (loadedHandled !== handled) {
    setLoadedHandled(handled);
    setShowingHandled(handled);
  }
  if (answers.of !== justifications) setAnswers({ of: justifications, byId: new Map() });
  const shown = justifications.map((justification) => answers.byId.get(justification.id) ?? justification);

  return (
    <DecisionPage
      headingId="pending-justifications-title"
      count={handled ? 0 : justifications.length}
      controls={
        <label className="page-header-control">
          <input
            type="checkbox"
            checked={showingHandled}
            disabled={loading}
            onChange={(event) => {
              setShowingHandled(event.target.checked);
              setSearchParams(event.target.checked ? { [HANDLED_PARAM]: '1' } : {});
            }}
          />{' '}
          Ver gestionadas
        </label>
      }
    >
      <DecisionList
        requests={shown.map(justificationDecision)}
        texts={{ ...JUSTIFICATION_DECISION_TEXTS, empty: handled ? 'No hay justificaciones gestionadas' : TEXTS.NOTHING_PENDING }}
        decide={decideJustification}
        keepDecided
        onDecided={(id, answer) => setAnswers((current) => ({ ...current, byId: new Map(current.byId).set(id, answer) }))}
        selectable={!handled}
        loading={loading}
      />
    </DecisionPage>
  );
}
