import { ConfigProvider } from 'antd';
import enGB from 'antd/es/locale/en_GB';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { registerListWalks } from './listWalks';
import { useReducedMotion } from './lib/useReducedMotion';
import { routes } from './routes';

registerListWalks();
const router = createBrowserRouter(routes);

const token = { colorPrimary: '#722ed1', borderRadius: 6 };

export function App() {
  // no drawer slides, fades or wave effects for a person whose system asks for less motion
  const motion = !useReducedMotion();
  return (
    <ConfigProvider theme={{ token: { ...token, motion } }} locale={enGB}>
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
