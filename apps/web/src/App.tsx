import { ConfigProvider } from 'antd';
import enGB from 'antd/es/locale/en_GB';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { registerListWalks } from './listWalks';
import { useReducedMotion } from './lib/useReducedMotion';
import { routes } from './routes';

registerListWalks();
const router = createBrowserRouter(routes);

const token = { colorPrimary: '#722ed1', borderRadius: 6 };
/**
 * antd's styles come from its stylesheet (imported in main.tsx), not made in the browser as components first
 * draw: the theme's tokens above still apply, as the CSS variables the stylesheet reads.
 */
const zeroRuntime = true;

export function App() {
  // no drawer slides, fades or wave effects for a person whose system asks for less motion
  const motion = !useReducedMotion();
  return (
    <ConfigProvider theme={{ token: { ...token, motion }, zeroRuntime }} locale={enGB}>
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
