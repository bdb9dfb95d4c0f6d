import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Sql } from 'sql-template-tag';
import type { Actor } from '../../core/audit/audited-writes.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import { managersOverUser, NEVER, NOBODY } from '../../core/authorization/scope-sql.ts';
import { formatDateTime } from '../../core/json-ld/dates.ts';

/** What an approver is asked to decide, as the notice, the e-mail and the link's page show it. */
export type DecisionItem = {
  requesterId: number | null;
  requester: string;
  email: string | null;
  start: Date;
  end: Date | null;
  /** A whole-day request's calendar days in the requester's zone (`YYYY-MM-DD`), as every screen shows them. */
  startDay?: string;
  endDay?: string;
  /** The justification's reason, the task's name or the kind of schedule change. */
  detail: string | null;
  pending: boolean;
  rejectReasonRequired: boolean;
};

/** How one kind of request is read, announced and decided; the feature that owns the request registers it. */
export type DecisionKindRules = {
  noticeTitle: string;
  noticeLink: string;
  /** The e-mail's subject, before " de <requester>". */
  mailSubject: string;
  /** Whether a rejection may carry a 'Motivo de rechazo'. */
  takesRejectReason: boolean;
  load(app: FastifyInstance, id: number): Promise<DecisionItem | undefined>;
  /** When `approver` may decide the item, as a condition: asked of one approver (`holds`) or of every candidate at once (`holdsEach`). */
  mayDecide(app: FastifyInstance, approver: Caller, id: number, item: DecisionItem): Sql;
  /**
   * Who besides the admins could decide the item, as user ids: a superset that `mayDecide` then narrows, so a new
   * request asks the rule of a few people rather than of every manager of the organisation (the default).
   */
  candidates?(id: number, item: DecisionItem): Sql;
  /** "<requester> solicita …": the sentence of the notice and the e-mail. */
  sentence(item: DecisionItem): string;
  decide(app: FastifyInstance, id: number, decision: { accept: boolean; rejectReason: string | null; item: DecisionItem }, actor: Actor): Promise<unknown>;
};

/**
 * The extension point of `decisions`: the features that own a kind of request
 * (holidays, schedule changes, justifications, tasks) register its rules here
 * from their own plugin, so approvals never import the features they serve.
 */
export type DecisionKinds = {
  register(kind: string, rules: DecisionKindRules): void;
  /** The rules of a registered kind; an unknown kind is a programming error. */
  rulesOf(kind: string): DecisionKindRules;
};

declare module 'fastify' {
  interface FastifyInstance {
    decisionKinds: DecisionKinds;
  }
}

/** The plugin by which the feature that owns a kind of request registers it with `decisions`. */
export function decisionKindPlugin(kind: string, rules: DecisionKindRules) {
  return fp(
    async (app: FastifyInstance) => {
      app.decisionKinds.register(kind, rules);
    },
    { name: `${kind}-decision-kind`, dependencies: ['decisions'] },
  );
}

export function createDecisionKinds(): DecisionKinds {
  const kinds = new Map<string, DecisionKindRules>();
  return {
    register(kind, rules) {
      if (kinds.has(kind)) throw new Error(`Decision kind ${kind} registered twice`);
      kinds.set(kind, rules);
    },
    rulesOf(kind) {
      const rules = kinds.get(kind);
      if (!rules) throw new Error(`No decision kind ${kind} is registered`);
      return rules;
    },
  };
}

/** `DD-MM-YYYY`: a calendar day as given (`YYYY-MM-DD`), or the day of an instant in the portal's zone. */
export const dayText = (value: Date | string) =>
  (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : (formatDateTime(value) ?? '').slice(0, 10)).split('-').reverse().join('-');

/** "del … al …" or "desde el …", in the requester's calendar days when the item has them. */
export const period = (item: DecisionItem) => {
  const [first, last] = [item.startDay ?? item.start, item.endDay ?? item.end];
  return last ? `del ${dayText(first)} al ${dayText(last)}` : `desde el ${dayText(first)}`;
};

type LoadedRow = Omit<DecisionItem, 'requesterId' | 'rejectReasonRequired'> & { requester_id: number | null };

/** One item from a query that names its columns as `DecisionItem` does (`requester_id` for the requester). */
export async function loadDecisionItem(app: FastifyInstance, query: Sql, rejectReasonRequired = false): Promise<DecisionItem | undefined> {
  const [row] = await app.db.query<LoadedRow>(query);
  if (!row) return undefined;
  const { requester_id: requesterId, ...item } = row;
  return { ...item, requesterId, rejectReasonRequired };
}

/** Holiday and schedule requests are decided by whoever may decide the requester's calendar. */
export const mayDecideCalendarRequest = (app: FastifyInstance, approver: Caller, _id: number, item: DecisionItem) =>
  item.requesterId === null ? NEVER : app.authorization.when.canDecideCalendarRequestOf(approver, item.requesterId);

/** Calendar requests and justifications are decided within the requester's departments and sub-departments. */
export const managersOverRequester = (_id: number, item: DecisionItem) => (item.requesterId === null ? NOBODY : managersOverUser(item.requesterId));
