import '@portal/shared-ui/styles.css';
import { mountStandalonePage } from '@portal/shared-ui/parcel';
import * as profileParcel from '../parcel';

mountStandalonePage(document.getElementById('standalone-root') as HTMLElement, {
  title: 'Perfil · página independiente',
  parcel: profileParcel,
  initialPath: '/profile',
});
