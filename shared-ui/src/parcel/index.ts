export { createRemoteParcel, type RemoteParcelProps } from './create-remote-parcel';
export { mountStandalonePage } from './mount-standalone-page';
