import { Suspense } from 'react';
import { Spin } from 'antd';
import { Outlet } from 'react-router';
import { ApiBridge } from './ApiBridge';

/** The root route: wires the API client to the router and toasts, then renders the page. */
export function ApiRoot() {
  return (
    <>
      <ApiBridge />
      <Suspense fallback={<Spin size="large" fullscreen />}>
        <Outlet />
      </Suspense>
    </>
  );
}
