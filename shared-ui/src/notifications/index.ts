export { groupNotices, type NoticeGroup, noticeGroupTitle } from './group-notices';
