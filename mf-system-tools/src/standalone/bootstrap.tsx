import '@portal/shared-ui/styles.css';
import { mountStandalonePage } from '@portal/shared-ui/parcel';
import * as systemToolsParcel from '../parcel';

mountStandalonePage(document.getElementById('standalone-root') as HTMLElement, {
  title: 'Herramientas de sistema · página independiente',
  parcel: systemToolsParcel,
  initialPath: '/gestion_sistema',
});
