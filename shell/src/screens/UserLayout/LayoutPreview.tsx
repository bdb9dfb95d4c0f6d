import { lastKnownSessionUser, type SessionUser } from '@portal/shared-api';
import { Loader } from '@portal/shared-ui';
import { useEffect, useState } from 'react';
import { loadPortalRegistry } from '../../federation/portal-registry';
import type { RemotesConfig } from '../../federation/remotes-config';
import { currentSessionUser } from '../../router/session-user';
import { LayoutFrame } from './LayoutFrame';
import { PageSkeleton } from './PageSkeleton';

/**
 * Shown while the portal opens on a layout URL (a reload, a link opened in a new tab): the header, the menu and
 * the bottom bar at once, drawn for the person last signed in on this browser, with placeholders where the
 * screen's content goes. That person only draws the frame: the router still asks the server for the session and
 * leaves for the sign-in, or the outage page, if it says otherwise. The menu's entries come with the registry,
 * the person as the server knows them with the session.
 */
export function LayoutPreview() {
  const [lastKnown] = useState(lastKnownSessionUser);
  const [user, setUser] = useState<SessionUser | null>(null);
  const [config, setConfig] = useState<RemotesConfig | null>(null);
  useEffect(() => {
    let live = true;
    // A failure of either is the router's to show (the outage page, the sign-in); the placeholders stay until then.
    currentSessionUser().then(
      (known) => live && known && setUser(known),
      () => undefined,
    );
    loadPortalRegistry().then(
      (loaded) => live && setConfig(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const shown = user ?? lastKnown;
  // Nobody signed in here before: the frame would be a guess, and the sign-in is the likely next page.
  if (!shown) return <Loader />;
  return (
    <LayoutFrame user={shown} config={config} busy>
      <PageSkeleton />
    </LayoutFrame>
  );
}
