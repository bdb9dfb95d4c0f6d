import type { Iri, JsonLdItem } from './json-ld';
import type { UserSummary } from './user';
import type { MediaObject } from './media-object';

/** `Justification.reason_id` codes; any other value is shown as unknown. */
export const JUSTIFICATION_REASON = { HOLIDAYS: 1, SICK_LEAVE: 2, PUBLIC_HOLIDAYS: 3 } as const;

const REASON_LABEL: Record<number, string> = {
  [JUSTIFICATION_REASON.HOLIDAYS]: 'Vacaciones',
  [JUSTIFICATION_REASON.SICK_LEAVE]: 'Baja médica',
  [JUSTIFICATION_REASON.PUBLIC_HOLIDAYS]: 'Festivos',
};

export const justificationReasonLabel = (reasonId: number) => REASON_LABEL[reasonId] ?? 'Desconocido';

/** An absence justification; `status: false` is pending, `true` handled. */
export type Justification = JsonLdItem & {
  start: string;
  end: string;
  justifiedSeconds: number;
  user: UserSummary;
  reason_id: number;
  explanation: string;
  status: boolean;
  authorized?: boolean | null;
  managedBy?: Iri | null;
  /** The attached file (a medical certificate), only for those who may download it. */
  file?: MediaObject | null;
  /** Decision lists only (`decidable=true`): the first and last calendar days (`YYYY-MM-DD`, the person's) of a whole-day absence; null for some hours. */
  firstDay?: string | null;
  lastDay?: string | null;
  /** Decision lists only (`decidable=true`): the working days of a whole-day absence; null for some hours. */
  workingDays?: number | null;
  /** Decision lists only: the person's teammates already away during it, by name. */
  othersOff?: string[];
};
