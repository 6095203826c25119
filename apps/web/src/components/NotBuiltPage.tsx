import { Card, Empty } from 'antd';
import { commonMessages } from '@orrery/contract';
import { PageHeader } from './PageHeader';

/** A screen a later issue builds: its title and a plain note, never invented data. */
export function NotBuiltPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={commonMessages.notBuilt} />
      </Card>
    </>
  );
}
