import { Outlet } from 'react-router';

/** Auth screens: side panel by path and an Exit button (spec 2.2). */
export function AuthLayout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}
