/**
 * The react-router the host shares with the remotes (Module Federation share key `react-router`).
 * A shared package cannot be tree-shaken (any remote may use any export), and react-router's whole
 * package is ~190 kB minified: the host shares this module instead, which names the exports the
 * shell and the remotes use, so the host's build keeps only those. `react-router-full` is an alias
 * (rsbuild.config.ts) of the real package: a request other than `react-router`, so this module
 * does not consume itself. A remote that imports an export not listed here fails
 * `src/shell/federation/router-exports.test.ts`: add the name below.
 */
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router-full';
