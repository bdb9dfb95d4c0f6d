import '@portal/shared-ui/styles.css';
import { mountStandalonePage } from '@portal/shared-ui/parcel';
import * as reportsParcel from '../parcel';

mountStandalonePage(document.getElementById('standalone-root') as HTMLElement, {
  title: 'Informes · página independiente',
  parcel: reportsParcel,
  initialPath: '/informes',
});
