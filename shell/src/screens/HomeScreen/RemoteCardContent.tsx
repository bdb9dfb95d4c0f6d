import { Loader } from '@portal/shared-ui';
import { useRemoteCards } from '../../federation/remote-cards-cache';
import type { RemoteConfig } from '../../federation/remotes-config';

/** The remote's cards could not be had: its reason, in Spanish, is what the card says. */
export class RemoteCardsUnavailable extends Error {}

/** A remote's card, once its `./widgets` arrived (the loader until then); a remote that failed throws to the card's boundary. */
export function RemoteCardContent({ remote, id }: { remote: RemoteConfig; id: string }) {
  const result = useRemoteCards(remote);
  if (!result) return <Loader />;
  if (!result.ok) throw new RemoteCardsUnavailable(result.reason);
  const card = result.cards.find((candidate) => candidate.id === id);
  if (!card) throw new RemoteCardsUnavailable(`El módulo no ofrece el widget ${id}.`);
  return <card.Component />;
}
