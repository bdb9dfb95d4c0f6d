import { ErrorState, useSessionUser } from '@portal/shared-ui';
import { retryRemoteCards } from '../../federation/remote-cards-cache';
import { shellCards } from '../../cards';
import { MODULE_UNAVAILABLE_TEXT } from '../ModuleUnavailable';
import { usePortalRegistry } from '../UserLayout/use-portal-registry';
import { HomeCard } from './HomeCard';
import { homeCardsFor } from './home-cards';
import { RemoteCardContent } from './RemoteCardContent';

/** The home's cards: each loads its own data; one that fails, or whose remote is down or off, fails alone. */
export function HomeCards() {
  const user = useSessionUser();
  const { remotes } = usePortalRegistry();
  const cards = homeCardsFor(user, shellCards, remotes);
  if (cards.length === 0) return null;
  return (
    <div className="home-cards">
      {cards.map((home) => {
        if ('card' in home) {
          return (
            <HomeCard key={home.id} id={home.id} title={home.title}>
              <home.card.Component />
            </HomeCard>
          );
        }
        const { remote } = home;
        return (
          <HomeCard key={home.id} id={home.id} title={home.title} beforeRetry={remote.enabled ? () => retryRemoteCards(remote) : undefined}>
            {remote.enabled ? <RemoteCardContent remote={remote} id={home.id} /> : <ErrorState message={MODULE_UNAVAILABLE_TEXT} />}
          </HomeCard>
        );
      })}
    </div>
  );
}
