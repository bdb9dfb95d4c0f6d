import { errorMessageFrom, type TaskMailbox, taskMailboxesApi } from '@portal/shared-api';
import { useLiveUpdates } from '@portal/shared-ui';
import { useCallback, useEffect, useRef, useState } from 'react';

type State = { loading: boolean; mailbox: TaskMailbox | null; error: string | null };

/** The team's mailbox panel data, read again whenever the server says the mailbox was read. */
export function useTaskMailbox(teamId: number) {
  const [state, setState] = useState<State>({ loading: true, mailbox: null, error: null });
  const latestRequest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latestRequest.current;
    const next = await taskMailboxesApi.get(teamId).then(
      (mailbox): State => ({ loading: false, mailbox, error: null }),
      (error: unknown): State => ({ loading: false, mailbox: null, error: errorMessageFrom(error) }),
    );
    if (request === latestRequest.current) setState(next);
  }, [teamId]);

  useEffect(() => {
    void reload();
    return () => {
      latestRequest.current += 1;
    };
  }, [reload]);

  useLiveUpdates(
    (update) => update.item?.['@id'] === `/api/task_mailboxes/${teamId}`,
    () => void reload(),
  );

  return { ...state, reload };
}
