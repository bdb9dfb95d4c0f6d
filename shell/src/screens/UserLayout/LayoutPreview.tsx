import type { SessionUser } from '@portal/shared-api';
import { Loader } from '@portal/shared-ui';
import { useEffect, useState } from 'react';
import { loadPortalRegistry } from '../../federation/portal-registry';
import type { RemotesConfig } from '../../federation/remotes-config';
import { currentSessionUser } from '../../router/session-user';
import { LayoutFrame } from './LayoutFrame';

/**
 * Shown while the portal opens on a layout URL (a remote's page opened
 * directly): the menu and the header as soon as the session and the registry
 * are known, the loader in the content area, whatever the remote is doing.
 */
export function LayoutPreview() {
  const [frame, setFrame] = useState<{ user: SessionUser | null; config: RemotesConfig } | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([currentSessionUser(), loadPortalRegistry()]).then(
      ([user, config]) => {
        if (live && user) setFrame({ user, config });
      },
      // The router shows what failed (the outage page, the sign-in); the loader stays until then.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!frame) return <Loader />;
  return (
    <LayoutFrame user={frame.user} config={frame.config} busy>
      <Loader />
    </LayoutFrame>
  );
}
