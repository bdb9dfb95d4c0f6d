import { notify } from '@portal/shared-ui';
import { useEffect } from 'react';
import { LoadError } from '../../common/LoadError';
import { ORG_TEXTS } from '../../texts';

/** The spec's own text for a failed load, as a toast and inside the screen. */
export function SubdepartmentManagementError() {
  useEffect(() => {
    notify.error(ORG_TEXTS.SUBDEPARTMENTS_LOAD_ERROR);
  }, []);
  return <LoadError title={ORG_TEXTS.SUBDEPARTMENT_TITLE} message={ORG_TEXTS.SUBDEPARTMENTS_LOAD_ERROR} />;
}
