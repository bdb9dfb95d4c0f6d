export { Notifications as Component } from './Notifications';
export { notificationsLoader as loader } from './notifications.data';
