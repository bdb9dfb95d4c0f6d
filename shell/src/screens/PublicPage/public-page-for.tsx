import type { ReactElement } from 'react';
import { DecisionPage } from '../DecisionPage';
import type { DecisionAction } from '../DecisionPage/decision-link';
import { NotAvailableYet } from '../NotAvailableYet';

/** The e-mail decision links; each page decides one way. */
const DECISION_PAGES: Record<string, DecisionAction> = { '/authorize': 'accept', '/rechazar': 'reject' };

/**
 * The screen of a public page outside the layout. Chosen here, in a lazy chunk,
 * so `/login`'s initial JavaScript keeps one route shape for all of them.
 */
export function publicPageFor(path: string, title: string): ReactElement {
  const action = DECISION_PAGES[path];
  return action ? <DecisionPage action={action} title={title} /> : <NotAvailableYet title={title} standalone />;
}
