import { act, render, screen } from '@testing-library/react';
import { useSession, useSessionClock, useSessionUser } from '../../react';
import { setSessionState } from '../../session/session-state';
import { startSessionClock } from '../../session/session-clock';
import { resetAllStores } from '../../session/store-reset';
import { PortalStoreProvider } from './PortalStoreProvider';

function SessionProbe() {
  const session = useSession();
  const user = useSessionUser();
  const ticks = useSessionClock();
  return (
    <p>
      {session.loaded ? 'loaded' : 'idle'} {user?.email ?? 'nobody'} {ticks}
    </p>
  );
}

afterEach(() => {
  act(() => resetAllStores());
  jest.useRealTimers();
});

describe('PortalStoreProvider and the session hooks', () => {
  it('show the session of the portal store and follow its changes', () => {
    jest.useFakeTimers();
    render(
      <PortalStoreProvider>
        <SessionProbe />
      </PortalStoreProvider>,
    );
    expect(screen.getByText('idle nobody 0')).toBeInTheDocument();
    act(() => {
      setSessionState({
        payload: { user: { email: 'ana@empresa.es' } } as never,
        loading: false,
        loaded: true,
        failed: false,
        failedMessage: null,
      });
      startSessionClock();
    });
    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.getByText('loaded ana@empresa.es 1')).toBeInTheDocument();
  });
});
