import { SCHEDULE_TYPE, type User, type UserSchedule, type WorkSchedule } from '@portal/shared-api';
import { ConfirmModal, TIME_ZONES } from '@portal/shared-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ProfileActionResult } from '../profile.data';
import { AvatarUpload } from '../AvatarUpload';
import { DeviceSessions } from '../DeviceSessions';
import { LocationFields } from '../LocationFields';
import { PasswordPanel } from '../PasswordPanel';
import { departmentNames, listOrDash, visibleTeamNames } from '../profile-facts';
import { ScheduleSelector } from '../ScheduleSelector';
import { submitIntent } from '../submit-intent';
import {
  currentChoices,
  formFrom,
  keepsChoices,
  LATEST_BIRTHDAY,
  MAX_LENGTHS,
  type ProfileForm,
  profileBody,
  type ScheduleChoices,
  scheduleChanges,
} from './profile-form';

type Props = { user: User; schedules: WorkSchedule[] };

export const SAVE_QUESTION = '¿Desea guardar los cambios de su perfil?';

/** The logged-in user's own profile: general, work, account and notification settings. */
export function OwnProfile({ user, schedules }: Props) {
  const saveFetcher = useFetcher<ProfileActionResult>();
  const cancelFetcher = useFetcher<ProfileActionResult>();
  const menuFetcher = useFetcher<ProfileActionResult>();
  const [form, setForm] = useState<ProfileForm>(() => formFrom(user));
  const [choices, setChoices] = useState<ScheduleChoices>(() => currentChoices(user));
  const [confirmingSave, setConfirmingSave] = useState(false);
  const [cancelledType, setCancelledType] = useState<number | null>(null);
  const handledSave = useRef<unknown>(null);
  const ids = useId();
  const saving = saveFetcher.state !== 'idle';
  const errors = saveFetcher.data?.ok === false ? saveFetcher.data.fieldErrors : {};
  const offered = schedules.filter((schedule) => !schedule.deleted);
  // A schedule deleted after it was given still shows as the current one; it is just not offered to anyone else.
  const offeredWith = (current: WorkSchedule | null | undefined) =>
    current && !offered.some((schedule) => schedule['@id'] === current['@id']) ? [...offered, current] : offered;

  // After a save the selectors show the current schedules again; admins and managers keep their choice.
  useEffect(() => {
    const result = saveFetcher.data;
    if (saveFetcher.state !== 'idle' || !result || result === handledSave.current) return;
    handledSave.current = result;
    if (result.ok && !keepsChoices(user)) setChoices(currentChoices(user));
  }, [saveFetcher.state, saveFetcher.data, user]);

  const update = (changes: Partial<ProfileForm>) => setForm((previous) => ({ ...previous, ...changes }));
  const pendingOf = (type: number): UserSchedule | undefined =>
    (user.userSchedules ?? []).find((request) => !request.authorized && request.type === type);

  const save = () => {
    setConfirmingSave(false);
    submitIntent(saveFetcher, {
      intent: 'save',
      userId: user.id,
      profile: profileBody(form),
      scheduleChanges: scheduleChanges(user, choices),
      authorize: keepsChoices(user),
    });
  };

  const compactSidebar =
    menuFetcher.json && typeof menuFetcher.json === 'object' && 'compactSidebar' in menuFetcher.json
      ? Boolean(menuFetcher.json.compactSidebar)
      : Boolean(user.options?.compactSidebar);

  // A server violation marks its field and is read out with it.
  const invalidProps = (name: string) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${ids}-${name}-error` } : {};
  const errorOf = (name: string) =>
    errors[name] && (
      <span id={`${ids}-${name}-error`} className="form-error">
        {errors[name]}
      </span>
    );

  const text = (name: 'name' | 'alternativeEmail' | 'phone', label: string, type = 'text', autoComplete = 'off') => (
    <div className="field">
      <label htmlFor={`${ids}-${name}`}>{label}</label>
      <input
        id={`${ids}-${name}`}
        className="input"
        type={type}
        autoComplete={autoComplete}
        maxLength={MAX_LENGTHS[name]}
        value={form[name]}
        {...invalidProps(name)}
        onChange={(event) => update({ [name]: event.target.value })}
      />
      {errorOf(name)}
    </div>
  );

  const schedule = (type: 1 | 2, label: string) => {
    const pending = pendingOf(type);
    return (
      <ScheduleSelector
        key={`${type}-${pending?.id ?? 'none'}`}
        label={label}
        schedules={offeredWith(type === SCHEDULE_TYPE.NORMAL ? user.workSchedule : user.dutySchedule)}
        value={choices[type]}
        onChange={(value) => setChoices({ ...choices, [type]: value })}
        pending={pending}
        cancelling={cancelFetcher.state !== 'idle'}
        onCancelPending={(request) => {
          setCancelledType(type);
          submitIntent(cancelFetcher, { intent: 'cancel-request', requestId: request.id });
        }}
        focusOnMount={cancelledType === type}
      />
    );
  };

  return (
    <section className="page profile" aria-labelledby={`${ids}-title`}>
      <header className="page-header">
        <h1 id={`${ids}-title`}>Mi perfil</h1>
      </header>

      <section className="card profile-section" aria-labelledby={`${ids}-general`}>
        <h2 id={`${ids}-general`}>Información general</h2>
        <AvatarUpload user={user} />
        {text('name', 'Nombre', 'text', 'name')}
        <div className="field">
          <span>Correo electrónico</span>
          <p className="muted">{user.email}</p>
        </div>
        {text('alternativeEmail', 'Correo alternativo', 'email', 'email')}
        {text('phone', 'Teléfono', 'tel', 'tel')}
        <div className="field">
          <label htmlFor={`${ids}-birthday`}>Fecha de nacimiento</label>
          <input
            id={`${ids}-birthday`}
            className="input"
            type="date"
            max={LATEST_BIRTHDAY}
            value={form.birthday}
            {...invalidProps('birthday')}
            onChange={(event) => update({ birthday: event.target.value })}
          />
          {errorOf('birthday')}
        </div>
        <LocationFields
          provinciaId={form.provinciaId}
          municipioId={form.municipioId}
          error={errors.municipio}
          onChange={(location) => update(location)}
        />
      </section>

      <section className="card profile-section" aria-labelledby={`${ids}-work`}>
        <h2 id={`${ids}-work`}>Información laboral</h2>
        <dl className="profile-facts">
          <div>
            <dt>Departamentos</dt>
            <dd>{listOrDash(departmentNames(user))}</dd>
          </div>
          <div>
            <dt>Equipos</dt>
            <dd>{listOrDash(visibleTeamNames(user))}</dd>
          </div>
        </dl>
        <fieldset className="field choice-group">
          <legend>Situación</legend>
          {[
            [1, 'Oficina'],
            [0, 'Casa'],
          ].map(([value, label]) => (
            <label key={value}>
              <input type="radio" name={`${ids}-situation`} checked={form.situation === value} onChange={() => update({ situation: value as number })} />{' '}
              {label}
            </label>
          ))}
        </fieldset>
        <fieldset className="field choice-group">
          <legend>Guardia</legend>
          {[
            [true, 'Sí'],
            [false, 'No'],
          ].map(([value, label]) => (
            <label key={String(value)}>
              <input type="radio" name={`${ids}-duty`} checked={form.duty === value} onChange={() => update({ duty: value as boolean })} /> {label}
            </label>
          ))}
        </fieldset>
        {schedule(SCHEDULE_TYPE.NORMAL, 'Horario normal')}
        {schedule(SCHEDULE_TYPE.DUTY, 'Horario de guardia')}
      </section>

      <section className="card profile-section" aria-labelledby={`${ids}-account`}>
        <h2 id={`${ids}-account`}>Gestión de la cuenta</h2>
        <div className="field">
          <label htmlFor={`${ids}-timezone`}>Zona horaria</label>
          <select
            id={`${ids}-timezone`}
            className="input"
            value={form.timezone}
            {...invalidProps('timezone')}
            onChange={(event) => update({ timezone: event.target.value })}
          >
            {TIME_ZONES.map((zone) => (
              <option key={zone.value} value={zone.value}>
                {zone.label}
              </option>
            ))}
          </select>
          {errorOf('timezone')}
        </div>
        <label className="field checkbox-field">
          <span>
            <input
              type="checkbox"
              checked={compactSidebar}
              disabled={menuFetcher.state !== 'idle'}
              onChange={(event) => submitIntent(menuFetcher, { intent: 'compact-menu', userId: user.id, compactSidebar: event.target.checked })}
            />{' '}
            Menú compacto al iniciar
          </span>
        </label>
        <PasswordPanel userId={user.id} />
      </section>

      <DeviceSessions />

      <section className="card profile-section" aria-labelledby={`${ids}-notifications`}>
        <h2 id={`${ids}-notifications`}>Notificaciones</h2>
        <label className="field checkbox-field">
          <span>
            <input type="checkbox" checked={form.mails} onChange={(event) => update({ mails: event.target.checked })} /> Recibir avisos por correo
            electrónico
          </span>
        </label>
      </section>

      <footer className="profile-actions">
        <button type="button" className="btn btn-primary" disabled={saving} onClick={() => setConfirmingSave(true)}>
          {saving ? 'Guardando...' : 'Guardar'}
        </button>
      </footer>
      <ConfirmModal
        open={confirmingSave}
        title="Guardar perfil"
        message={SAVE_QUESTION}
        confirmLabel="SÍ"
        cancelLabel="NO"
        onConfirm={save}
        onCancel={() => setConfirmingSave(false)}
      />
    </section>
  );
}
