import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="Page not found"
      subTitle="There is no screen at this address."
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          Go to the dashboard
        </Button>
      }
    />
  );
}
