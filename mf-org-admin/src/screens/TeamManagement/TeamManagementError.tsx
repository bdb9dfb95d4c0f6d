import { LoadError } from '../../common/LoadError';
import { ORG_TEXTS } from '../../texts';

export function TeamManagementError() {
  return <LoadError title={ORG_TEXTS.TEAM_TITLE} message={ORG_TEXTS.LOAD_ERROR} />;
}
