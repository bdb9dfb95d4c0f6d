import { timeTrackingApi } from '@portal/shared-api';
import { writeAndNotify } from '@portal/shared-ui';
import { useCallback, useState } from 'react';
import { useRevalidator } from 'react-router';

export type ClockTarget = { kind: 'task' | 'subtask'; id: number };

/**
 * Play/pause on a task or subtask. The server's `info` sentences (another
 * clock paused, for one) reach the user as one info toast through the client;
 * a refusal is toasted with the server's reason. Figures shown by the route
 * are reloaded after a toggle, since a start may have paused another clock.
 */
export function useClockToggle() {
  const { revalidate } = useRevalidator();
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const toggle = useCallback(
    async ({ kind, id }: ClockTarget) => {
      setBusyKey(`${kind}:${id}`);
      const result = await writeAndNotify(
        () => (kind === 'task' ? timeTrackingApi.toggleTask(id) : timeTrackingApi.toggleSubtask(id)),
        { success: null },
      );
      setBusyKey(null);
      if (result.ok) await revalidate();
    },
    [revalidate],
  );
  return { toggle, isBusy: (target: ClockTarget) => busyKey === `${target.kind}:${target.id}` };
}
