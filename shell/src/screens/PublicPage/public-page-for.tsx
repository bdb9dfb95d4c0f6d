import type { ReactElement } from 'react';
import type { PublicPagePath } from '../../router/spec-routes';
import { DecisionPage } from '../DecisionPage';
import { EmailChangePage } from '../EmailChange';
import { PasswordChangePage, PasswordResetPage } from '../PasswordRecovery';

/** Every public page's screen: the e-mail decision links (each decides one way) and the account e-mails' pages. */
const PUBLIC_SCREENS: Record<PublicPagePath, (title: string) => ReactElement> = {
  '/authorize': (title) => <DecisionPage action="accept" title={title} />,
  '/rechazar': (title) => <DecisionPage action="reject" title={title} />,
  '/passwordreset': () => <PasswordResetPage />,
  '/passwordchange': () => <PasswordChangePage />,
  '/emailchange': () => <EmailChangePage />,
};

/**
 * The screen of a public page outside the layout. Chosen here, in a lazy chunk,
 * so `/login`'s initial JavaScript keeps one route shape for all of them.
 */
export function publicPageFor(path: PublicPagePath, title: string): ReactElement {
  return PUBLIC_SCREENS[path](title);
}
