import '@portal/shared-ui/styles.css';
import { mountStandalonePage } from '@portal/shared-ui/parcel';
import * as timelineParcel from '../parcel';

mountStandalonePage(document.getElementById('standalone-root') as HTMLElement, {
  title: 'Timeline · página independiente',
  parcel: timelineParcel,
  initialPath: '/timeline',
});
