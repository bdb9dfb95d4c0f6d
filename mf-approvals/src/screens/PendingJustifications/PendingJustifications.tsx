import { iri } from '@portal/shared-api';
import { EmptyState, TEXTS, useLiveUpdates, useRouteTitle, useSessionUser } from '@portal/shared-ui';
import { useState } from 'react';
import { useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { JustificationCard } from './JustificationCard';
import { HANDLED_PARAM, type PendingJustificationsData, reloadsForLiveUpdate } from './pending-justifications.data';
import '../../components/RequestCard/request-cards.css';


export function PendingJustifications() {
  const title = useRouteTitle();
  const { handled, justifications } = useLoaderData() as PendingJustificationsData;
  const me = useSessionUser();
  // What another manager decided leaves this list within moments (contract §11).
  useLiveUpdates(reloadsForLiveUpdate(me ? iri('users', me.id) : null));
  const [, setSearchParams] = useSearchParams();
  const loading = useNavigation().state === 'loading';
  // The box follows the click at once (the other list loads meanwhile) and the loaded list once it arrives.
  const [showingHandled, setShowingHandled] = useState(handled);
  const [loadedHandled, setLoadedHandled] = useState(handled);
  if (loadedHandled !== handled) {
    setLoadedHandled(handled);
    setShowingHandled(handled);
  }

  return (
    <section className="page" aria-labelledby="pending-justifications-title">
      <header className="page-header">
        <h1 id="pending-justifications-title">{title}</h1>
        <label>
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
      </header>
      <div aria-busy={loading}>
        {justifications.length === 0 ? (
          <EmptyState message={handled ? 'No hay justificaciones gestionadas' : TEXTS.NOTHING_PENDING} />
        ) : (
          <ul className="request-list">
            {justifications.map((justification) => (
              <li key={justification.id}>
                <JustificationCard justification={justification} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
