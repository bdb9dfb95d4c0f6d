/**
 * The part of react-router the portal's browser apps may use: the data router,
 * its components and hooks. Every app resolves `react-router` here (see
 * `federation.cjs`), so the shared singleton leaves out the server runtime
 * (request handlers, sessions, cookies, RSC, static rendering) that a shared
 * module would otherwise ship whole. Using an export not listed here fails the
 * build (`exportsPresence: 'error'`): add it to the list.
 */
export {
  Await,
  createBrowserRouter,
  createMemoryRouter,
  data,
  Form,
  generatePath,
  isRouteErrorResponse,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  redirect,
  redirectDocument,
  RouterProvider,
  useActionData,
  useAsyncError,
  useFetcher,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
  useSearchParams,
} from 'react-router-production-build';
