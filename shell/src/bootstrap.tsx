import '@portal/shared-ui/styles.css';
import './shell.css';
import { createRoot } from 'react-dom/client';
import { App } from './App';

export function bootstrap() {
  createRoot(document.getElementById('root') as HTMLElement).render(<App />);
}
