import { useEffect, useState } from 'react';
import { App, Button, Flex, Input, Select, Switch, Tabs, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { languageMessages as m, type ContentKey, type Language } from '@orrery/contract';
import { FilterBar } from '../../components/FilterBar';
import { FittingTable } from '../../components/FittingTable';
import { LazyOverlay } from '../../components/LazyOverlay';
import { PageHeader } from '../../components/PageHeader';
import { useList } from '../../lib/list/useList';
import { getStoredUser, isSuperadmin } from '../../lib/session';
import {
  useCategories,
  useDeleteContent,
  useDeleteLanguage,
  useRestoreContent,
  useRestrictedMode,
  useSetRestricted,
  type LanguageRow,
} from './api';
import { contentColumns, deletedColumns } from './contentColumns';
import { languageColumns } from './languageColumns';
import { languagesList } from './list';
import {
  contentSearchFields,
  languageSearchFields,
  tabLabels,
  contentUseOfTab,
  type LanguageTab,
} from './listParams';
import { useConfirmedDelete } from './useConfirmedDelete';
import { lazyPart } from '../../lib/lazyPart';

// the drawers and the download dialog load when they first open, not with the lists
const LanguageDrawer = lazyPart(() => import('./LanguageDrawer'), 'LanguageDrawer');
const ContentDrawer = lazyPart(() => import('./ContentDrawer'), 'ContentDrawer');
const LanguageContentDrawer = lazyPart(() => import('./LanguageContentDrawer'), 'LanguageContentDrawer');
const DownloadModal = lazyPart(() => import('./DownloadModal'), 'DownloadModal');

const searchLabels: Record<string, string> = {
  language: 'Language',
  key: 'Key',
  country: 'Country',
  mobileKey: 'Mobile key',
  category: 'Category',
  base: 'Default',
};

/**
 * /languages: tabs 1 Languages List, 4 Mobile, 2 Server, 3 Deleted Key (state in the address and local
 * storage). Restricted mode (a setting a superadmin switches here) hides the Mobile tab, Download Dart
 * File and Download JSON.
 */
export function LanguagesPage() {
  const { message } = App.useApp();
  const list = useList(languagesList);
  const { params, update } = list;
  const restrictedMode = useRestrictedMode();
  const restricted = restrictedMode.data === true;
  const setRestricted = useSetRestricted();
  const superadmin = isSuperadmin(getStoredUser());
  const tab: LanguageTab = restricted && params.tab === '4' ? '2' : params.tab;
  const { switchTab } = list;
  // restricted mode has no Mobile tab: a stored or linked tab 4 opens Server instead
  useEffect(() => {
    if (restricted && params.tab === '4') switchTab('2');
  }, [restricted, params.tab, switchTab]);
  const useFor = contentUseOfTab(tab) ?? 'mobile';
  const categories = useCategories(useFor);
  const [language, setLanguage] = useState<Language | null>();
  const [content, setContent] = useState<ContentKey | null>();
  const [dart, setDart] = useState(false);
  const deleteLanguage = useConfirmedDelete(useDeleteLanguage(), {
    confirm: m.deleteLanguageConfirm,
    failed: m.languageDeleteFailed,
    error: m.languageDeleteError,
  });
  const deleteContent = useConfirmedDelete(useDeleteContent(), {
    confirm: m.deleteContentConfirm,
    failed: m.contentDeleteFailed,
    error: m.contentDeleteError,
  });
  const restore = useRestoreContent();
  const viewed = list.rows.find(
    (row): row is Language => '_id' in row && row._id === params.view && 'mobileKey' in row,
  );

  const columns = (
    tab === '1'
      ? languageColumns({
          onView: (row) => update({ view: row._id }),
          onEdit: setLanguage,
          onDelete: (row) => deleteLanguage(row._id),
        })
      : tab === '3'
        ? deletedColumns(
            (row) => restore.mutate(row._id, { onSuccess: (answer) => void message.success(answer.message) }),
            restore.isPending,
          )
        : contentColumns(setContent, (row) => deleteContent(row._id))
  ) as ColumnsType<LanguageRow>;
  const fields = tab === '1' ? languageSearchFields : contentSearchFields;

  const actions =
    tab === '1' ? (
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setLanguage(null)}>
        ADD Languages
      </Button>
    ) : tab === '3' ? null : (
      <>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setContent(null)}>
          ADD Content
        </Button>
        {tab === '4' && !restricted && (
          <Button icon={<DownloadOutlined />} onClick={() => setDart(true)}>
            Download Dart File
          </Button>
        )}
      </>
    );

  return (
    <>
      <PageHeader
        title="Languages"
        extra={
          <Flex gap={8} align="center">
            <Typography.Text type="secondary">Restricted mode</Typography.Text>
            <Switch
              aria-label="Restricted mode"
              checked={restricted}
              disabled={!superadmin || restrictedMode.isLoading}
              loading={setRestricted.isPending}
              onChange={(on) =>
                setRestricted.mutate(on, { onSuccess: (answer) => void message.success(answer.message) })
              }
            />
          </Flex>
        }
      />
      <Tabs
        {...list.tabs}
        activeKey={tab}
        items={(['1', '4', '2', '3'] as const)
          .filter((key) => !(restricted && key === '4'))
          .map((key) => ({ key, label: tabLabels[key] }))}
      />
      <FilterBar onClear={list.clear} active={list.active} actions={actions}>
        {tab !== '1' && (
          <Select
            aria-label="Category"
            placeholder="Category"
            allowClear
            showSearch
            value={params.category}
            options={(categories.data ?? []).map((c) => ({ value: c, label: c }))}
            onChange={(category?: string) => update({ category })}
            style={{ width: 200 }}
          />
        )}
        {tab === '3' ? (
          <>
            <Input.Search
              aria-label="Key"
              placeholder="Key"
              allowClear
              key={`key-${params.search ?? ''}`}
              defaultValue={params.search}
              onSearch={(search) => update({ search: search.trim() || undefined })}
              style={{ width: 220 }}
            />
            <Select
              aria-label="Type"
              placeholder="Type"
              allowClear
              value={params.type}
              options={[
                { value: 'static', label: 'Static' },
                { value: 'function_base', label: 'Function base' },
              ]}
              onChange={(type?: 'static' | 'function_base') => update({ type })}
              style={{ width: 160 }}
            />
          </>
        ) : (
          <Flex gap={0}>
            <Select
              aria-label="Search by"
              value={params.searchBy ?? fields[0]}
              options={fields.map((f) => ({ value: f, label: searchLabels[f] }))}
              onChange={(searchBy: string) => update({ searchBy })}
              style={{ width: 130 }}
            />
            <Input.Search
              aria-label="Search"
              placeholder="Search"
              allowClear
              key={`search-${tab}-${params.search ?? ''}`}
              defaultValue={params.search}
              onSearch={(search) => update({ search: search.trim() || undefined })}
              style={{ width: 240 }}
            />
          </Flex>
        )}
      </FilterBar>
      <FittingTable<LanguageRow>
        key={tab}
        {...list.table}
        size="small"
        bordered
        columns={columns}
        locale={list.locale(list.active ? 'Nothing matches these filters' : 'Nothing here yet')}
      />
      <LazyOverlay part={LanguageDrawer} open={language !== undefined}>
        <LanguageDrawer.Component
          language={language}
          onClose={() => setLanguage(undefined)}
          onReload={() => void list.query.refetch()}
        />
      </LazyOverlay>
      <LazyOverlay part={ContentDrawer} open={content !== undefined}>
        <ContentDrawer.Component
          content={content}
          useFor={useFor}
          restricted={restricted}
          onClose={() => setContent(undefined)}
          onReload={() => void list.query.refetch()}
        />
      </LazyOverlay>
      <LazyOverlay part={LanguageContentDrawer} open={viewed !== undefined}>
        <LanguageContentDrawer.Component
          language={viewed}
          restricted={restricted}
          onClose={() => update({ view: undefined })}
        />
      </LazyOverlay>
      <LazyOverlay part={DownloadModal} open={dart}>
        <DownloadModal.Component kind={dart ? 'dart' : undefined} onClose={() => setDart(false)} />
      </LazyOverlay>
    </>
  );
}
