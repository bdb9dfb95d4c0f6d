/**
 * The framework floor: React, react-dom/client and a react-router data router
 * with two routes, nothing else. The shell's `/login` is measured against it.
 */
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';

const router = createBrowserRouter([
  { path: '/', element: <Link to="/about">Acerca de</Link> },
  { path: '/about', element: <p>Portal</p> },
]);

createRoot(document.getElementById('root') as HTMLElement).render(<RouterProvider router={router} />);
