import { setNotifier } from '@portal/shared-api';
import { toastNotifier } from '@portal/shared-ui';
import '@portal/shared-ui/styles.css';
import './shell.css';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import type { RemotesConfig } from './federation/remotes-config';
import { checkAccessRules } from './federation/check-access-rules';

export function bootstrap(config: RemotesConfig) {
  setNotifier(toastNotifier);
  const checked = checkAccessRules(config);
  for (const problem of checked.problems) console.warn(`[remotes.json] ${problem}`);
  createRoot(document.getElementById('root') as HTMLElement).render(<App config={checked} />);
}
