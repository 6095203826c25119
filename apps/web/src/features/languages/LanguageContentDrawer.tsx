import { useState } from 'react';
import { Button, Drawer, Flex, Input, Select, Statistic, Table, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ClearOutlined, DownloadOutlined, EditOutlined } from '@ant-design/icons';
import { DEFAULT_CUT_TRANSLATION, ENGLISH_KEY, type Language, type TranslationRow } from '@orrery/contract';
import { Truncated } from '../../components/Truncated';
import { TRANSLATION_PAGE, useCategories, useTranslations, type TranslationQuery } from './api';
import { DownloadModal } from './DownloadModal';
import { StatusCell } from './StatusCell';
import { TranslateDrawer } from './TranslateDrawer';
import { loadLocale } from '../../lib/list/useList';

interface LanguageContentDrawerProps {
  language: Language | undefined;
  restricted: boolean;
  onClose: () => void;
}

/** A key or category (one long word of underscores) broken where it meets its column's edge. */
const breakable = (text: string) => <span style={{ overflowWrap: 'anywhere' }}>{text}</span>;

const firstQuery = (restricted: boolean): TranslationQuery => ({
  useFor: restricted ? 'server' : 'mobile',
  pageNo: 1,
});

/**
 * Language Content (90%): a language's mobile and server texts, 500 a page, with their status and the
 * published/pending counters; Download JSON and the Mobile sub-tab are hidden in restricted mode.
 */
export function LanguageContentDrawer({ language, restricted, onClose }: LanguageContentDrawerProps) {
  const [query, setQuery] = useState<TranslationQuery>(firstQuery(restricted));
  const [editing, setEditing] = useState<TranslationRow>();
  const [downloading, setDownloading] = useState(false);
  const shown = restricted ? { ...query, useFor: 'server' as const } : query;
  const view = useTranslations(language?._id ?? '', shown);
  const categories = useCategories(shown.useFor);
  const english = language?.key === ENGLISH_KEY;
  const update = (patch: Partial<TranslationQuery>) => setQuery({ ...shown, pageNo: 1, ...patch });

  const columns: ColumnsType<TranslationRow> = [
    { title: 'Category', dataIndex: 'category', width: 140, render: breakable },
    { title: 'Key', dataIndex: 'key', width: 220, render: breakable },
    {
      title: 'Default',
      dataIndex: 'base',
      render: (text: string) => <Truncated text={text} max={DEFAULT_CUT_TRANSLATION} />,
    },
    {
      title: 'Translate',
      dataIndex: 'translateString',
      render: (text: string) => <Truncated text={text} max={DEFAULT_CUT_TRANSLATION} />,
    },
    {
      title: 'Status',
      dataIndex: 'status',
      width: 130,
      render: (_, row) => <StatusCell row={row} languageId={language?._id ?? ''} english={english} />,
    },
    {
      title: 'Action',
      key: 'action',
      width: 80,
      render: (_, row) => (
        <Button
          size="small"
          icon={<EditOutlined />}
          aria-label={`Translate ${row.key}`}
          disabled={english}
          onClick={() => setEditing(row)}
        />
      ),
    },
  ];

  return (
    <Drawer
      title={`Language Content${language ? ` · ${language.language}` : ''}`}
      open={language !== undefined}
      onClose={onClose}
      size="90%"
      destroyOnHidden
      afterOpenChange={(open) => !open && setQuery(firstQuery(restricted))}
      extra={
        !restricted && (
          <Button icon={<DownloadOutlined />} onClick={() => setDownloading(true)}>
            Download JSON
          </Button>
        )
      }
    >
      <Tabs
        activeKey={shown.useFor}
        onChange={(useFor) => setQuery({ useFor: useFor as TranslationQuery['useFor'], pageNo: 1 })}
        items={[
          ...(restricted ? [] : [{ key: 'mobile', label: 'Mobile' }]),
          { key: 'server', label: 'Server' },
        ]}
      />
      <Flex gap={12} wrap align="center" justify="space-between" style={{ marginBottom: 12 }}>
        <Flex gap={12} wrap align="center" role="search">
          <Select
            aria-label="Category"
            placeholder="Category"
            allowClear
            showSearch
            value={shown.category}
            options={(categories.data ?? []).map((c) => ({ value: c, label: c }))}
            onChange={(category?: string) => update({ category })}
            style={{ width: 200 }}
          />
          <Input.Search
            aria-label="Key"
            placeholder="Key"
            allowClear
            key={`${shown.useFor}-${shown.search ?? ''}`}
            defaultValue={shown.search}
            onSearch={(search) => update({ search: search.trim() || undefined })}
            style={{ width: 220 }}
          />
          <Select
            aria-label="Status"
            placeholder="Status"
            allowClear
            value={shown.status}
            options={[
              { value: 'publish', label: 'Published' },
              { value: 'unPublish', label: 'unPublish' },
            ]}
            onChange={(status?: TranslationQuery['status']) => update({ status })}
            style={{ width: 150 }}
          />
          <Button icon={<ClearOutlined />} onClick={() => setQuery({ useFor: shown.useFor, pageNo: 1 })}>
            Clear Filters
          </Button>
        </Flex>
        <Flex gap={24}>
          <Statistic title="Published" value={view.data?.publishedCount ?? 0} />
          <Statistic title="Pending" value={view.data?.unPublishCount ?? 0} />
        </Flex>
      </Flex>
      <Table<TranslationRow>
        rowKey="_id"
        size="small"
        bordered
        columns={columns}
        dataSource={view.data?.item ?? []}
        loading={view.isFetching}
        locale={loadLocale(view, 'No content matches these filters', 'The content')}
        pagination={{
          current: shown.pageNo,
          pageSize: TRANSLATION_PAGE,
          total: view.data?.pagination.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `Total ${total}`,
          onChange: (pageNo) => setQuery({ ...shown, pageNo }),
        }}
        // the drawer's width, Default and Translate sharing what the other columns leave: the Action in view
        scroll={{ y: 'calc(100vh - 330px)' }}
      />
      {language && (
        <TranslateDrawer
          row={editing}
          language={language}
          onClose={() => setEditing(undefined)}
          onReload={() => void view.refetch()}
        />
      )}
      <DownloadModal
        kind={downloading ? 'json' : undefined}
        languageId={language?._id}
        onClose={() => setDownloading(false)}
      />
    </Drawer>
  );
}
