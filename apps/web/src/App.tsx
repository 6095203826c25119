import { ConfigProvider } from 'antd';
import { createBrowserRouter } from 'react-router';
// the router drawn with React DOM's flushSync at hand, for moves that must be drawn at once (a logout)
import { RouterProvider } from 'react-router/dom';
import { registerListWalks } from './listWalks';
import { useReducedMotion } from './lib/useReducedMotion';
import { routes } from './routes';
import { brandToken } from './theme';

registerListWalks();
const router = createBrowserRouter(routes);

export function App() {
  // no drawer slides, fades or wave effects for a person whose system asks for less motion
  const motion = !useReducedMotion();
  return (
    <ConfigProvider theme={{ token: { ...brandToken, motion } }}>
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
