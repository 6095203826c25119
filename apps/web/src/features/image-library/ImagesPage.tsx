import { useState } from 'react';
import { Button, Modal, Table, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { FakeImage } from '@orrery/contract';
import { PageHeader } from '../../components/PageHeader';
import { formatDateTime } from '../../lib/format';
import { useList } from '../../lib/list/useList';
import { AddImageDrawer } from './AddImageDrawer';
import { imageList } from './list';

/** /fake-image-upload: the paged image library, the Add Image drawer and a preview of each picture. */
export function ImagesPage() {
  const { table, locale } = useList(imageList);
  const [adding, setAdding] = useState(false);
  const [preview, setPreview] = useState<FakeImage | null>(null);

  const columns: TableColumnsType<FakeImage> = [
    {
      title: 'Image',
      key: 'image',
      width: 110,
      render: (_, image) => (
        <button
          type="button"
          onClick={() => setPreview(image)}
          aria-label={`Preview ${image.title}`}
          style={{ border: 0, padding: 0, background: 'none', cursor: 'zoom-in' }}
        >
          <img
            src={image.thumbnail}
            alt={image.title}
            width={72}
            height={72}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
        </button>
      ),
    },
    { title: 'Title', dataIndex: 'title', key: 'title' },
    { title: 'Id', dataIndex: '_id', key: '_id', responsive: ['lg'] },
    { title: 'Created', dataIndex: 'createdAt', key: 'createdAt', render: (v: string) => formatDateTime(v) },
  ];

  return (
    <>
      <PageHeader
        title="Images"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            Add Image
          </Button>
        }
      />
      <Table {...table} columns={columns} locale={locale('No images yet: add some with Add Image')} />
      <AddImageDrawer open={adding} onClose={() => setAdding(false)} />
      <Modal
        title={preview?.title}
        open={!!preview}
        footer={null}
        onCancel={() => setPreview(null)}
        width={720}
        destroyOnHidden
      >
        {preview && (
          <img src={preview.filename} alt={preview.title} style={{ width: '100%', height: 'auto' }} />
        )}
      </Modal>
    </>
  );
}
