import type { ReportRequest } from '@portal/shared-api';
import type { TeamChoiceParams, WriteResult } from '@portal/shared-ui';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useFetcher, useSearchParams } from 'react-router';

/** What a section's form gets: `send` asks the route action for the report. */
export type ReportFormProps = { send: (request: ReportRequest) => void };

type ReportSectionProps = {
  title: string;
  /** Where the form keeps its department and team in the URL, cleared with the rest of the form. */
  teamParams?: TeamChoiceParams;
  children: (props: ReportFormProps) => ReactNode;
};

/**
 * One report of the screen (spec 02 §2): its form is disabled while its
 * request runs and starts afresh after every answer, success or failure.
 */
export function ReportSection({ title, teamParams, children }: ReportSectionProps) {
  const fetcher = useFetcher<WriteResult>();
  const headingId = useId();
  // Each answer starts a new round: the form is mounted again, empty.
  const [round, setRound] = useState(0);
  const [, setSearch] = useSearchParams();
  useEffect(() => {
    if (!fetcher.data) return;
    setRound((previous) => previous + 1);
    if (!teamParams) return;
    setSearch(
      (search) => {
        const next = new URLSearchParams(search);
        next.delete(teamParams.department);
        next.delete(teamParams.team);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [fetcher.data]);

  const send = (request: ReportRequest) => fetcher.submit(request, { method: 'post', encType: 'application/json' });

  return (
    <section className="card report-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <fieldset className="report-fields" disabled={fetcher.state !== 'idle'}>
        <div key={round}>{children({ send })}</div>
      </fieldset>
    </section>
  );
}
