export { SERVER_UNREACHABLE_MESSAGE, ServerUnreachable, ServerUnreachableBanner } from './ServerUnreachable';
