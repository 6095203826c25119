import { App } from 'antd';
import { ApiBridge } from './ApiBridge';

/** The API bridge inside antd's App (the signed-in layout): its toasts are the ones the screens show. */
export function AppApiBridge() {
  const { message } = App.useApp();
  return <ApiBridge message={message} />;
}
