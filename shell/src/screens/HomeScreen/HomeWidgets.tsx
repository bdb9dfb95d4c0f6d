import { ErrorState, useSessionUser } from '@portal/shared-ui';
import { retryRemoteWidgets } from '../../federation/remote-widgets-cache';
import { shellWidgets } from '../../widgets';
import { MODULE_UNAVAILABLE_TEXT } from '../ModuleUnavailable';
import { usePortalRegistry } from '../UserLayout/use-portal-registry';
import { homeWidgetsFor } from './home-widgets';
import { RemoteWidgetContent } from './RemoteWidgetContent';
import { WidgetCard } from './WidgetCard';

/** The home's cards: each loads its own data; one that fails, or whose remote is down or off, fails alone. */
export function HomeWidgets() {
  const user = useSessionUser();
  const { remotes } = usePortalRegistry();
  const widgets = homeWidgetsFor(user, shellWidgets, remotes);
  if (widgets.length === 0) return null;
  return (
    <div className="home-widgets">
      {widgets.map((home) => {
        if ('widget' in home) {
          return (
            <WidgetCard key={home.id} id={home.id} title={home.title}>
              <home.widget.Component />
            </WidgetCard>
          );
        }
        const { remote } = home;
        return (
          <WidgetCard key={home.id} id={home.id} title={home.title} beforeRetry={remote.enabled ? () => retryRemoteWidgets(remote) : undefined}>
            {remote.enabled ? <RemoteWidgetContent remote={remote} id={home.id} /> : <ErrorState message={MODULE_UNAVAILABLE_TEXT} />}
          </WidgetCard>
        );
      })}
    </div>
  );
}
