import { displayName, useSessionUser } from '@portal/shared-ui';
import { HomeCards } from './HomeCards';

/** `/user`: the layout's home, the person's cards with the one that starts their day first (the menu leads elsewhere). */
export function HomeScreen() {
  const user = useSessionUser();
  return (
    <section className="page" aria-labelledby="home-title">
      <h1 id="home-title">Hola, {user ? displayName(user) : ''}</h1>
      <HomeCards />
    </section>
  );
}
