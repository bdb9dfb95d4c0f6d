/**
 * Where the API client sends its messages. shared-api stays free of React and
 * toasts: the shell installs shared-ui's toast notifier at start.
 */
export type Notifier = {
  error(message: string): void;
  info(message: string): void;
};

/** The notifier used until `setNotifier` is called: the console. */
export const consoleNotifier: Notifier = {
  error: (message) => console.error(message),
  info: (message) => console.info(message),
};

let current: Notifier = consoleNotifier;

/** Replaces the notifier the API client reports to. */
export function setNotifier(notifier: Notifier): void {
  current = notifier;
}

export function currentNotifier(): Notifier {
  return current;
}
