import type { LogFilters } from '@portal/shared-api';

/** A section's filters in the page's URL, each under its section's prefix (`actividad_persona`, `auditoria_pagina`…). */
export type LogSection = 'actividad' | 'auditoria';
export type SectionFilters = LogFilters & { choice?: string | undefined };

const FIELDS = { person: 'persona', choice: 'tipo', from: 'desde', to: 'hasta', page: 'pagina' } as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const positive = (value: string | null) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);
const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);

export function filtersOf(search: URLSearchParams, section: LogSection): SectionFilters {
  const read = (field: keyof typeof FIELDS) => search.get(`${section}_${FIELDS[field]}`);
  return {
    person: positive(read('person')),
    choice: read('choice') || undefined,
    from: day(read('from')),
    to: day(read('to')),
    page: positive(read('page')),
  };
}

/** The URL with one filter of `section` changed; any change but the page's goes back to the first page. */
export function withFilter(search: URLSearchParams, section: LogSection, field: keyof typeof FIELDS, value: string | number | undefined): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (name: keyof typeof FIELDS, one: string | number | undefined) => {
    if (one === undefined || one === '' || (name === 'page' && one === 1)) next.delete(`${section}_${FIELDS[name]}`);
    else next.set(`${section}_${FIELDS[name]}`, String(one));
  };
  set(field, value);
  if (field !== 'page') set('page', undefined);
  return next;
}
