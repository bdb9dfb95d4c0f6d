export { MyTimes as Component } from './MyTimes';
export { myTimesLoader as loader } from './my-times.data';
