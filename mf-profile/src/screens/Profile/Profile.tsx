import { Loader, NotFoundView, useRouteTitle } from '@portal/shared-ui';
import { useLoaderData, useNavigation } from 'react-router';
import { ColleagueProfile } from './ColleagueProfile';
import { OwnProfile } from './OwnProfile';
import type { ProfileData } from './profile.data';
import './profile.css';

/** `/profile` and `/profile/:idUser`: the editable own profile or a colleague's read-only one. */
export function Profile() {
  const title = useRouteTitle();
  const data = useLoaderData() as ProfileData;
  const navigation = useNavigation();
  // Moving to another profile shows the loader instead of the previous person's data.
  if (navigation.state === 'loading' && navigation.location.pathname.startsWith('/profile')) return <Loader />;
  switch (data.kind) {
    case 'own':
      return <OwnProfile key={data.user.id} user={data.user} schedules={data.schedules} />;
    case 'colleague':
      return <ColleagueProfile user={data.user} />;
    case 'missing':
      return (
        <section className="page">
          <h1>{title}</h1>
          <NotFoundView message={`No existe ningún usuario con el identificador ${data.id}.`} />
        </section>
      );
  }
}
