import type { ReactNode } from 'react';

/** What a manager answers: accept, or reject with the reason typed (empty when none was asked). */
export type Decision = { accept: true } | { accept: false; reason: string };

/**
 * How a rejection is asked for: a 'Motivo de rechazo' that opens on the reject
 * click (required or not, as the server's rule says), a yes/no question, or
 * nothing (the click decides).
 */
export type RejectMode = { reason: 'optional' | 'required' } | { confirm: { title: string; message: string } } | 'direct';

export type DecisionFact = { label: string; value: ReactNode };

/** One request as the decision list shows it; each screen maps its own items to this. */
export type DecisionRequest = {
  id: number;
  /** The card's heading, with the request's own number ('Solicitud nº 12'). */
  title: string;
  /** What kind of request (a badge: 'VACACIONES', 'GUARDIA'). */
  kind?: string;
  person: { name?: string | null; email: string };
  facts: DecisionFact[];
  /** The teammates already away those days; absent when the request has no days. */
  othersOff?: string[] | undefined;
  /** The requester's note to the approver. */
  note?: string | null | undefined;
  /** The decided state of a handled request ('Autorizado'). */
  status?: ReactNode;
  /** What only this kind of request shows (two weekly schedules, the task's message and files). */
  details?: ReactNode;
  mayAccept: boolean;
  mayReject: boolean;
  reject: RejectMode;
};

export type DecisionTexts = {
  accept: string;
  reject: string;
  /** The success toast of one decision. */
  success: string;
  /** The success toast of several accepted at once; the one-decision text by default. */
  successMany?: (count: number) => string;
  /** The failure text from the server's reason; the reason itself by default. */
  failure?: (reason: string) => string;
  /** What the list says when it is empty. */
  empty: string;
};
