export { MyRequests as Component } from './MyRequests';
