import { type LiveUpdate, MAINTENANCE_CONFIGURATION_ID } from '@portal/shared-api';
import { useLiveUpdates } from '@portal/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { readMaintenanceFlag } from './maintenance-flag';

export const MAINTENANCE_IRI = `/api/configurations/${MAINTENANCE_CONFIGURATION_ID}`;

/** Whether maintenance mode is on: read once when the session starts, then followed live. */
export function useMaintenanceMode(): boolean {
  const [on, setOn] = useState(false);
  // A live switch heard before the first read answers is newer than that answer.
  const heardLive = useRef(false);

  useEffect(() => {
    let mounted = true;
    readMaintenanceFlag()
      .then((flag) => {
        if (mounted && !heardLive.current) setOn(flag);
      })
      // Unknown state is treated as off: the API still refuses writes while it is on.
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, []);

  useLiveUpdates(
    (update: LiveUpdate) => update.iri === MAINTENANCE_IRI,
    (update) => {
      heardLive.current = true;
      setOn(update.item?.data === '1');
    },
  );
  return on;
}
