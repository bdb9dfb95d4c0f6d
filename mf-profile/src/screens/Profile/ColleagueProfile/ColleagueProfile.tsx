import type { User } from '@portal/shared-api';
import { Avatar, displayName, formatDate, WeeklySchedule } from '@portal/shared-ui';
import { departmentNames, listOrDash, provinciaOf, scheduleName, visibleTeamNames } from '../profile-facts';

type Props = { user: User };

/** A colleague's profile: read only, the fields of spec 02 §2 and nothing more. */
export function ColleagueProfile({ user }: Props) {
  const facts: [string, string][] = [
    ['Correo electrónico', user.email],
    ['Teléfono', user.phone || '—'],
    ['Fecha de nacimiento', formatDate(user.birthday) || '—'],
    ['Provincia', provinciaOf(user)?.nombre ?? '—'],
    ['Departamentos', listOrDash(departmentNames(user))],
    ['Equipos', listOrDash(visibleTeamNames(user))],
    ['Horario normal', scheduleName(user.workSchedule)],
    ['Guardia', user.duty ? 'Sí' : 'No'],
    ['Horario de guardia', scheduleName(user.dutySchedule)],
  ];
  return (
    <section className="page profile profile-colleague" aria-labelledby="colleague-profile-title">
      <header className="page-header profile-header">
        <Avatar image={user.image} alt={`Foto de ${displayName(user)}`} />
        <h1 id="colleague-profile-title">{displayName(user)}</h1>
      </header>
      <div className="card">
        <dl className="profile-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {user.workSchedule && user.workSchedule.units.length > 0 && (
        <div className="card">
          <WeeklySchedule schedule={user.workSchedule} caption="Horario normal" />
        </div>
      )}
    </section>
  );
}
