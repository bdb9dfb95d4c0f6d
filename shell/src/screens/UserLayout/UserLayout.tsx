import {
  closeLiveFeed,
  followRunningClocks,
  followTimeFigures,
  type LiveUpdate,
  onSessionChange,
  openLiveFeed,
  refreshSession,
  setNotifier,
  startSessionClock,
  stopSessionClock,
} from '@portal/shared-api';
import { PortalStoreProvider, useSession } from '@portal/shared-api/react';
import { isAdmin, LockNotice, PortalToaster, toastNotifier, useLiveUpdates } from '@portal/shared-ui';
import { useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { NotificationsMenu, WorkedTimes } from '../../header';
import { MaintenanceGate, useMaintenanceMode } from '../Maintenance';
import { ServerUnreachableBanner } from '../ServerUnreachable';
import { LayoutFrame } from './LayoutFrame';
import { usePortalRegistry } from './use-portal-registry';

/** Resources whose change may add or remove one of the person's teams. */
const ORGANISATION_RESOURCES = new Set(['teams', 'user_teams', 'organisation_chart']);

const changesMyTeams = (update: LiveUpdate, userId: number | undefined) =>
  ORGANISATION_RESOURCES.has(update.resource) || (userId !== undefined && update.iri === `/api/users/${userId}`);

/**
 * The `/user` layout: session-wide services, the role-aware menu and the screen
 * outlet. While the next page loads the current one stays on screen under a
 * progress bar, so screens keep their state and show their own pending states.
 */
export function UserLayout() {
  return (
    <PortalStoreProvider>
      <LayoutWithSession />
    </PortalStoreProvider>
  );
}

function LayoutWithSession() {
  const session = useSession();
  const user = session.payload?.user ?? null;
  const config = usePortalRegistry();
  const navigation = useNavigation();
  const location = useLocation();
  const { pathname } = location;
  const navigate = useNavigate();
  const maintenance = useMaintenanceMode();
  // Back from an outage, the screen loads again through a navigation to where the person is, not a revalidation: a
  // revalidation started after the session check, outside any event, could finish without the screen's error boundary
  // seeing it run, and the boundary then kept the outage's error over the data that had loaded (react-router#11597).
  const reloadScreen = () => navigate(location, { replace: true, state: location.state });
  // Joining or leaving a team changes the menu's boards: the session is read again, without a reload.
  useLiveUpdates((update) => changesMyTeams(update, user?.id), () => void refreshSession());

  useEffect(() => {
    setNotifier(toastNotifier);
    startSessionClock();
    openLiveFeed();
    const stopFollowingClocks = followRunningClocks();
    const stopFollowingTimes = followTimeFigures();
    // A 401 anywhere clears the session: leave with a full load so nothing of it survives.
    const stopListening = onSessionChange(() => window.location.assign('/login'));
    return () => {
      stopListening();
      stopFollowingClocks();
      stopFollowingTimes();
      stopSessionClock();
      closeLiveFeed();
    };
  }, []);

  return (
    <LayoutFrame
      user={user}
      config={config}
      busy={navigation.state === 'loading'}
      headerTools={
        <>
          <WorkedTimes />
          {user && <NotificationsMenu userId={user.id} />}
        </>
      }
    >
      {/* The calendar shows the notice itself, with the form beside it. */}
      {pathname !== '/calendario' && (
        <LockNotice
          className="layout-lock-notice"
          action={() => (
            <Link className="btn btn-primary" to="/calendario?justificar=semana">
              Justificar ausencia
            </Link>
          )}
        />
      )}
      {session.unreachable && <ServerUnreachableBanner onBack={() => void reloadScreen()} />}
      <MaintenanceGate on={maintenance} admin={isAdmin(user)}>
        <Outlet />
      </MaintenanceGate>
      <PortalToaster />
    </LayoutFrame>
  );
}
