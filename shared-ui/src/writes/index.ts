export {
  refuseWrite,
  revalidateAfterSuccessfulWrite,
  useWriteAndRevalidate,
  type WriteResult,
  type WriteTexts,
  writeAndNotify,
} from './write-action';
