import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from './api/queryClient';
import { registerListWalks } from './listWalks';
import { routes } from './routes';

registerListWalks();
const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

const theme = { token: { colorPrimary: '#722ed1', borderRadius: 6 } };

export function App() {
  return (
    <ConfigProvider theme={theme} locale={enGB}>
      <AntApp message={{ maxCount: 3 }}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
