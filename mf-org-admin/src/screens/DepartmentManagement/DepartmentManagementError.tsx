import { LoadError } from '../../common/LoadError';
import { ORG_TEXTS } from '../../texts';

export function DepartmentManagementError() {
  return <LoadError title={ORG_TEXTS.DEPARTMENT_TITLE} message={ORG_TEXTS.LOAD_ERROR} />;
}
