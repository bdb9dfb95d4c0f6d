export { AdminConsole as Component } from './AdminConsole';
export { adminConsoleAction as action, adminConsoleLoader as loader } from './admin-console.data';
