import { Outlet } from 'react-router';

/** Site shell: header, page, footer (spec 2.2). */
export function MainLayout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}
