import { formatDay, TEXTS } from '@portal/shared-ui';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import './decision-page.css';
import { type DecisionAction, type DecisionLink, decideByLink, INVALID_LINK, readDecisionLink } from './decision-link';

type Props = { action: DecisionAction; title: string };
type Stage = { name: 'loading' } | { name: 'failed'; message: string } | { name: 'ready'; link: DecisionLink } | { name: 'done' };

const WHAT: Record<DecisionLink['kind'], string> = {
  holiday: 'Vacaciones',
  schedule: 'Cambio de horario',
  justification: 'Justificación de ausencia',
  task: 'Tarea por autorizar',
};
const DETAIL: Record<DecisionLink['kind'], string> = { holiday: '', schedule: 'Horario', justification: 'Motivo', task: 'Tarea' };
const BUTTON: Record<DecisionAction, string> = { accept: 'Aceptar', reject: 'Rechazar' };
const DONE: Record<DecisionAction, string> = { accept: 'La solicitud ha sido aceptada.', reject: 'La solicitud ha sido rechazada.' };

const madridDay = new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', day: '2-digit', month: '2-digit', year: 'numeric' });
/** The portal's `DD-MM-YYYY` of a calendar day as the API gives it, or of an instant's Madrid day. */
const dayOf = (day: string | undefined, instant: string) => (day ? formatDay(day) : madridDay.format(new Date(instant)).replaceAll('/', '-'));
const period = (link: DecisionLink) =>
  link.end === null ? dayOf(link.startDay, link.start) : `${dayOf(link.startDay, link.start)} – ${dayOf(link.endDay, link.end)}`;

/**
 * `/authorize` and `/rechazar`: the approver's e-mail links. Opening one only
 * shows the request (mail scanners follow links); the button decides, as the
 * link's approver whoever is signed in here.
 */
export function DecisionPage({ action, title }: Props) {
  const token = useSearchParams()[0].get('token') ?? '';
  const [stage, setStage] = useState<Stage>({ name: 'loading' });
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void readDecisionLink(token).then((answer) => {
      if (!current) return;
      // A link of the other action opened on this page must not decide the opposite.
      if (answer.ok && answer.value.action !== action) setStage({ name: 'failed', message: INVALID_LINK });
      else setStage(answer.ok ? { name: 'ready', link: answer.value } : { name: 'failed', message: answer.message });
    });
    return () => {
      current = false;
    };
  }, [token, action]);

  const decide = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    const takesReason = stage.name === 'ready' && stage.link.takesRejectReason;
    const answer = await decideByLink(token, action === 'reject' && takesReason ? reason.trim() : undefined);
    setSending(false);
    if (answer.ok) setStage({ name: 'done' });
    else if (answer.final) setStage({ name: 'failed', message: answer.message });
    else setError(answer.message);
  };

  return (
    <main className="page page-centered" aria-labelledby="decision-title" aria-busy={stage.name === 'loading'}>
      <h1 id="decision-title">{title}</h1>
      <div className="card">
        {stage.name === 'loading' && <p role="status">{TEXTS.LOADING}</p>}
        {stage.name === 'failed' && <p role="alert">{stage.message}</p>}
        {stage.name === 'done' && <p role="status">{DONE[action]}</p>}
        {stage.name === 'ready' && (
          <form onSubmit={decide} noValidate>
            <dl className="decision-request">
              <dt>Solicitante</dt>
              <dd>{stage.link.requester.name}</dd>
              <dt>Solicitud</dt>
              <dd>{WHAT[stage.link.kind]}</dd>
              {stage.link.detail && (
                <>
                  <dt>{DETAIL[stage.link.kind]}</dt>
                  <dd>{stage.link.detail}</dd>
                </>
              )}
              <dt>{stage.link.end === null ? 'Fecha' : 'Fechas'}</dt>
              <dd>{period(stage.link)}</dd>
            </dl>
            {action === 'reject' && stage.link.takesRejectReason && (
              <label className="field">
                <span>Motivo de rechazo</span>
                <textarea className="input" name="rejectReason" required={stage.link.rejectReasonRequired} value={reason} onChange={(event) => setReason(event.target.value)} />
              </label>
            )}
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
            <button className={action === 'accept' ? 'btn btn-primary' : 'btn btn-danger'} type="submit" disabled={sending}>
              {BUTTON[action]}
            </button>
          </form>
        )}
        {stage.name !== 'ready' && stage.name !== 'loading' && <Link to="/login">Ir al inicio de sesión</Link>}
      </div>
    </main>
  );
}
