import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createPortalRouter } from './router/create-portal-router';

/** One router for the shell and every remote; the one store and the one toaster live in the layout. */
export function App() {
  const [router] = useState(createPortalRouter);
  return (
    <RouterProvider router={router} />
  );
}
