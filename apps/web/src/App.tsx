import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from './api/queryClient';
import { registerListWalks } from './listWalks';
import { useReducedMotion } from './lib/useReducedMotion';
import { routes } from './routes';

registerListWalks();
const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

const token = { colorPrimary: '#722ed1', borderRadius: 6 };

export function App() {
  // no drawer slides, fades or wave effects for a person whose system asks for less motion
  const motion = !useReducedMotion();
  return (
    <ConfigProvider theme={{ token: { ...token, motion } }} locale={enGB}>
      <AntApp message={{ maxCount: 3 }}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
