import { Loader } from '@portal/shared-ui';
import { useRemoteWidgets } from '../../federation/remote-widgets-cache';
import type { RemoteConfig } from '../../federation/remotes-config';

/** The remote's widgets could not be had: its reason, in Spanish, is what the card says. */
export class RemoteWidgetsUnavailable extends Error {}

/** A remote's widget, once its `./widgets` arrived (the loader until then); a remote that failed throws to the card's boundary. */
export function RemoteWidgetContent({ remote, id }: { remote: RemoteConfig; id: string }) {
  const result = useRemoteWidgets(remote);
  if (!result) return <Loader />;
  if (!result.ok) throw new RemoteWidgetsUnavailable(result.reason);
  const widget = result.widgets.find((candidate) => candidate.id === id);
  if (!widget) throw new RemoteWidgetsUnavailable(`El módulo no ofrece el widget ${id}.`);
  return <widget.Component />;
}
