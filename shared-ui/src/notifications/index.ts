export { groupNotices, type NoticeGroup, noticeGroupTitle } from './group-notices';
export { initialNoticeListState, type NoticeListEvent, type NoticeListState, newestFirst, noticeListReducer } from './notice-list-state';
export { type FirstNotices, type NoticeList, useNoticeList } from './use-notice-list';
export { screenPathOf } from './notification-link';
