import type { ReactElement } from 'react';
import { DecisionPage } from '../DecisionPage';
import type { DecisionAction } from '../DecisionPage/decision-link';
import { NotAvailableYet } from '../NotAvailableYet';
import { PasswordChangePage, PasswordResetPage } from '../PasswordRecovery';

/** The e-mail decision links; each page decides one way. */
const DECISION_PAGES: Record<string, DecisionAction> = { '/authorize': 'accept', '/rechazar': 'reject' };

/** Pages reached from the account e-mails (recovery and invitations). */
const ACCOUNT_PAGES: Record<string, () => ReactElement> = {
  '/passwordreset': () => <PasswordResetPage />,
  '/passwordchange': () => <PasswordChangePage />,
};

/**
 * The screen of a public page outside the layout. Chosen here, in a lazy chunk,
 * so `/login`'s initial JavaScript keeps one route shape for all of them.
 */
export function publicPageFor(path: string, title: string): ReactElement {
  const action = DECISION_PAGES[path];
  if (action) return <DecisionPage action={action} title={title} />;
  const accountPage = ACCOUNT_PAGES[path];
  return accountPage ? accountPage() : <NotAvailableYet title={title} standalone />;
}
