import { displayName } from '@portal/shared-ui';
import type { ReactNode } from 'react';

type Fact = { label: string; value: ReactNode };

type Props = {
  /** Id of the card's heading, which names the card for assistive technology. */
  titleId: string;
  number: number;
  typeLabel: string;
  requester: { email: string; name?: string | null };
  busy: boolean;
  /** Facts after the requester (dates, periods). */
  facts: Fact[];
  children: ReactNode;
};

/** The frame every pending-request card shares: number, type, requester and facts, then the card's own body. */
export function RequestCard({ titleId, number, typeLabel, requester, busy, facts, children }: Props) {
  return (
    <article className="card request-card" aria-labelledby={titleId} aria-busy={busy}>
      <header className="request-card-header">
        <h2 id={titleId}>Solicitud nº {number}</h2>
        <span className="badge">{typeLabel}</span>
      </header>
      <dl className="request-facts">
        <div>
          <dt>Solicitante</dt>
          <dd>
            {displayName(requester)} <span className="muted">({requester.email})</span>
          </dd>
        </div>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </article>
  );
}
