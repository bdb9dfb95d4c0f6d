import { HydraAdmin } from '@api-platform/admin';
import { createRoot } from 'react-dom/client';

// Served by the test on the portal's own origin, so the session cookie goes with every request.
const root = document.getElementById('root');
if (root) createRoot(root).render(<HydraAdmin entrypoint={`${window.location.origin}/api`} />);
