import { idFromIri, SCHEDULE_TYPE, type User } from '@portal/shared-api';
import { ROLES } from '@portal/shared-ui';
import type { ScheduleChange } from '../profile.data';
import { provinciaOf } from '../profile-facts';

/** Dates from 26 Jan 2010 on are disabled (spec 02 §5). */
export const LATEST_BIRTHDAY = '2010-01-25';

/** The longest text the server takes (docs/api-contract.md B3 body), so an overlong one is not typed only to be refused. */
export const MAX_LENGTHS = { name: 255, alternativeEmail: 255, phone: 32 } as const;

/** The editable fields as the inputs hold them. */
export type ProfileForm = {
  name: string;
  alternativeEmail: string;
  phone: string;
  /** `YYYY-MM-DD` or ''. */
  birthday: string;
  provinciaId: number | null;
  municipioId: number | null;
  timezone: string;
  duty: boolean;
  situation: number;
  mails: boolean;
};

/** The chosen schedule IRI per type, '' for none. */
export type ScheduleChoices = Record<1 | 2, string>;

export function formFrom(user: User): ProfileForm {
  return {
    name: user.name ?? '',
    alternativeEmail: user.alternativeEmail ?? '',
    phone: user.phone ?? '',
    birthday: user.birthday ? user.birthday.slice(0, 10) : '',
    provinciaId: provinciaOf(user)?.id ?? null,
    municipioId: user.municipio ? idFromIri(user.municipio) : null,
    timezone: user.timezone ?? 'Europe/Madrid',
    duty: user.duty ?? false,
    situation: user.situation ?? 1,
    mails: user.mails ?? true,
  };
}

export function currentChoices(user: User): ScheduleChoices {
  return { [SCHEDULE_TYPE.NORMAL]: user.workSchedule?.['@id'] ?? '', [SCHEDULE_TYPE.DUTY]: user.dutySchedule?.['@id'] ?? '' };
}

/** The PUT body of docs/api-contract.md B3; the birthday goes with the fixed time 08:00:00. */
export function profileBody(form: ProfileForm): Record<string, unknown> {
  return {
    name: form.name,
    alternativeEmail: form.alternativeEmail,
    phone: form.phone,
    birthday: form.birthday === '' ? null : `${form.birthday}T08:00:00`,
    provincia: form.provinciaId === null ? null : `/api/provincias/${form.provinciaId}`,
    municipio: form.municipioId === null ? null : `/api/municipios/${form.municipioId}`,
    timezone: form.timezone,
    duty: form.duty,
    situation: form.situation,
    mails: form.mails,
  };
}

/** Requests for every selector whose choice differs from the current schedule. */
export function scheduleChanges(user: User, choices: ScheduleChoices): ScheduleChange[] {
  const current = currentChoices(user);
  return ([SCHEDULE_TYPE.NORMAL, SCHEDULE_TYPE.DUTY] as const)
    .filter((type) => choices[type] !== current[type])
    .map((type) => ({ type, schedule: choices[type] === '' ? null : choices[type] }));
}

/** Admins and the managers of calendars keep what they chose after a save (spec 02 §4). */
export function keepsChoices(user: User): boolean {
  return [ROLES.ADMIN, ROLES.DEPARTMENT_MANAGER, ROLES.SUBDEPARTMENT_MANAGER].some((role) => user.roles.includes(role));
}
