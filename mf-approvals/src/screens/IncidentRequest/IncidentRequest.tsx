import { FileInput, TEXTS, useRouteTitle, useSessionUser, writeAndNotify } from '@portal/shared-ui';
import { VALIDATION_MESSAGES } from '@portal/shared-api/rules';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { boardPath, departmentOf } from '../../components/paths';
import { type IncidentDraft, sendIncident } from './send-incident';
import './incident-request.css';

const SUBJECT_REQUIRED = VALIDATION_MESSAGES.SUBJECT_REQUIRED;

/** 'Solicitud de tareas' (spec 01 §2.4): raises an incident on a team's board. */
export function IncidentRequest() {
  const title = useRouteTitle();
  const { teamID, teamName = '' } = useParams();
  const department = departmentOf(useSearchParams()[0]);
  const user = useSessionUser();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<IncidentDraft>({ subject: '', message: '', file: null });
  const [subjectError, setSubjectError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [createdTaskId, setCreatedTaskId] = useState<number | null>(null);
  const team = Number(teamID);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user || sending) return;
    if (draft.subject.trim() === '') {
      setSubjectError(SUBJECT_REQUIRED);
      return;
    }
    setSubjectError(null);
    setSendError(null);
    setSending(true);
    const result = await writeAndNotify(() => sendIncident(draft, team, user, createdTaskId, setCreatedTaskId), {
      success: 'Solicitud enviada',
    });
    if (result.ok) return navigate(boardPath(team));
    // What the user typed stays; a created task is not raised again on retry.
    setSendError(result.message);
    setSending(false);
  };

  return (
    <section className="page incident-request" aria-labelledby="incident-request-title">
      <header className="page-header">
        <h1 id="incident-request-title">{title}</h1>
        <span className="muted">{teamName}</span>
        {department && (
          <span className="muted" data-department-id={department.id}>
            Departamento: {department.name}
          </span>
        )}
      </header>
      <form className="card" noValidate onSubmit={submit}>
        <div className="field">
          <label htmlFor="incident-subject">Asunto</label>
          <input
            id="incident-subject"
            className="input"
            value={draft.subject}
            maxLength={255}
            required
            aria-invalid={subjectError !== null}
            aria-describedby={subjectError ? 'incident-subject-error' : undefined}
            onChange={(event) => setDraft({ ...draft, subject: event.target.value })}
          />
          {subjectError && (
            <p id="incident-subject-error" className="form-error" role="alert">
              {subjectError}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="incident-email">Correo electrónico</label>
          <input id="incident-email" className="input" value={user?.email ?? ''} readOnly aria-describedby="incident-email-hint" />
          <p id="incident-email-hint" className="muted">
            Recibirá en este correo los avisos automáticos de la solicitud.
          </p>
        </div>
        <div className="field">
          <label htmlFor="incident-message">Mensaje</label>
          <textarea
            id="incident-message"
            className="input"
            rows={6}
            value={draft.message}
            onChange={(event) => setDraft({ ...draft, message: event.target.value })}
          />
        </div>
        <FileInput
          label="Archivo adjunto (opcional)"
          kind="attachment"
          file={draft.file}
          disabled={sending}
          hint="Hasta 10 MB: imágenes, PDF, documentos de Office u OpenDocument, texto, CSV o ZIP."
          onChange={(file) => setDraft({ ...draft, file })}
        />
        {sendError && (
          <div className="error-state" role="alert">
            <p>
              {createdTaskId === null
                ? `No se ha podido enviar la solicitud: ${sendError}`
                : `La solicitud se ha creado, pero no se ha podido adjuntar el archivo: ${sendError}. Pulse ENVIAR para volver a intentarlo o quite el archivo.`}
            </p>
          </div>
        )}
        <button type="submit" className="btn btn-primary" disabled={sending || !user}>
          {sending ? TEXTS.MOMENT : 'ENVIAR'}
        </button>
      </form>
    </section>
  );
}
