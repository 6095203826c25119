import { Card, Typography } from 'antd';

/** A header-only astrology page: the placeholder pages show a header only and have no behaviour. */
export function AstroPlaceholder({ title }: { title: string }) {
  return (
    <Card>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
    </Card>
  );
}
