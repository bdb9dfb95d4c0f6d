import '@portal/shared-ui/styles.css';
import { mountStandalonePage } from '@portal/shared-ui/parcel';
import * as approvalsParcel from '../parcel';

mountStandalonePage(document.getElementById('standalone-root') as HTMLElement, {
  title: 'Aprobaciones · página independiente',
  parcel: approvalsParcel,
  initialPath: '/horarios/autorizar',
});
