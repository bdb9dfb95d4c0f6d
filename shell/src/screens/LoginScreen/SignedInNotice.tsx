import type { SessionUser } from '@portal/shared-api';
import { displayName } from '@portal/shared-ui';
import { Link } from 'react-router';
import { login as loginTexts } from './login-texts';

/** Shown on the login page to a user who already has a session (loaded only then). */
export function SignedInNotice({ user }: { user: SessionUser }) {
  return (
    <p className="notice">
      {loginTexts.signedInAs} {displayName(user)}. <Link to="/user">{loginTexts.backToPortal}</Link>
    </p>
  );
}
