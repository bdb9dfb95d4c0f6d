import { type ClockedWork, type Iri, timeTrackingApi } from '@portal/shared-api';
import { useState } from 'react';
import { writeAndNotify } from '../../writes/write-action';

/**
 * Play/pause from a card or list outside any route form: one toggle at a time per item, its refusal (maintenance,
 * an archived task) toasted with the server's reason. The clocks and the day's figures follow from the answer.
 */
/** The task or subtask a toggle is about. */
export type ClockTarget = Pick<ClockedWork, '@id' | '@type' | 'id'>;

export function useClockToggle(): { busy: Iri | null; toggle: (item: ClockTarget) => Promise<void> } {
  const [busy, setBusy] = useState<Iri | null>(null);
  const toggle = async (item: ClockTarget) => {
    setBusy(item['@id']);
    try {
      await writeAndNotify(() => timeTrackingApi.toggleWork(item), { success: null });
    } finally {
      setBusy(null);
    }
  };
  return { busy, toggle };
}
