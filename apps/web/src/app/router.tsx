import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { MainLayout } from '../components/layouts/main-layout';
import { RedirectIfSignedIn } from './guards';
import { dashboardRoutes } from './dashboards/dashboard-routes';
import { organiserDashboard } from './dashboards/organiser-dashboard';
import { supplierDashboard } from './dashboards/supplier-dashboard';
import { adminDashboard } from './dashboards/admin-dashboard';

/**
 * Every route of spec 2.1. Route modules are lazy and export `Component`;
 * the layout decides the shell (site header and footer, or the auth side panel).
 * The three dashboards are built from their section registries (app/dashboards/).
 */
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      { path: paths.home.path, lazy: () => import('./routes/public/home') },
      { path: paths.about.path, lazy: () => import('./routes/public/about') },
      { path: paths.suppliers.path, lazy: () => import('./routes/public/suppliers-landing') },
      { path: paths.directory.path, lazy: () => import('./routes/directory/directory') },
      { path: paths.directorySearch.path, lazy: () => import('./routes/directory/search') },
      { path: paths.directoryProfile.path, lazy: () => import('./routes/directory/supplier-profile') },
      { path: paths.directoryCategory.path, lazy: () => import('./routes/directory/category') },
      { path: paths.profile.path, lazy: () => import('./routes/public/profile') },
      dashboardRoutes(organiserDashboard),
      dashboardRoutes(supplierDashboard),
      dashboardRoutes(adminDashboard),
      { path: '*', lazy: () => import('./routes/public/not-found') },
    ],
  },
  {
    // Sign-in and sign-up pages have their own shell, loaded with them rather than with every page.
    lazy: () => import('../components/layouts/auth-layout').then((m) => ({ Component: m.AuthLayout })),
    children: [
      {
        path: paths.login.path,
        element: (
          <RedirectIfSignedIn>
            <Outlet />
          </RedirectIfSignedIn>
        ),
        children: [{ index: true, lazy: () => import('./routes/auth/login') }],
      },
      { path: paths.forgot.path, lazy: () => import('./routes/auth/forgot') },
      {
        path: paths.passwordReset.path,
        element: (
          <RedirectIfSignedIn>
            <Outlet />
          </RedirectIfSignedIn>
        ),
        children: [{ index: true, lazy: () => import('./routes/auth/password-reset') }],
      },
      { path: paths.loginToken.path, lazy: () => import('./routes/auth/login-token') },
      { path: paths.organiserRegistration.path, lazy: () => import('./routes/auth/organiser-registration') },
      { path: paths.requestQuote.path, lazy: () => import('./routes/auth/request-quote') },
      { path: paths.supplierRegistration.path, lazy: () => import('./routes/auth/supplier-registration') },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
