import '@portal/shared-ui/styles.css';
import { mountStandalonePage } from '@portal/shared-ui/parcel';
import * as orgAdminParcel from '../parcel';

mountStandalonePage(document.getElementById('standalone-root') as HTMLElement, {
  title: 'Organización · página independiente',
  parcel: orgAdminParcel,
  initialPath: '/gestion_equipos',
});
