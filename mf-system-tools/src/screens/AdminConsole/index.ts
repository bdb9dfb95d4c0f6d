export { AdminConsole as Component } from './AdminConsole';
export { adminConsoleLoader as loader } from './admin-console.data';
