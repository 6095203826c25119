import { useState } from 'react';
import { App, Button, Select, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { FilterBar } from '../../components/FilterBar';
import { ChangeList } from '../../components/history/ChangeList';
import { PageHeader } from '../../components/PageHeader';
import { useList } from '../../lib/list/useList';
import { useAuditFilters } from './api';
import { ChainStatus } from './ChainStatus';
import { auditColumns } from './auditColumns';
import { EXPORT_MOST, exportAuditCsv } from './exportCsv';
import { auditList } from './list';
import { toAuditListQuery } from './listParams';

const options = (values: string[] | undefined) => values?.map((value) => ({ value, label: value }));

/** /activity (superadmins): every change by every admin and job, filtered, paged and exported as CSV. */
export function ActivityPage() {
  const { message } = App.useApp();
  const { params, update, clear, active, table, locale } = useList(auditList);
  const filters = useAuditFilters();
  const [exporting, setExporting] = useState<string | null>(null);

  const exportCsv = async () => {
    setExporting('Exporting…');
    try {
      const { saved, more } = await exportAuditCsv(toAuditListQuery(params), (done, of) =>
        setExporting(`Exporting ${done.toLocaleString('en')} of ${of.toLocaleString('en')}…`),
      );
      if (more)
        void message.warning(
          `Exported the first ${EXPORT_MOST.toLocaleString('en')} changes; more match the filters: narrow them for the rest.`,
        );
      else void message.success(`Exported ${saved.toLocaleString('en')} changes.`);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : 'The export failed.');
    } finally {
      setExporting(null);
    }
  };

  const filtersFailed = filters.isError ? 'The filter values could not be loaded' : undefined;
  const filterSelects = [
    {
      label: 'Admin',
      field: 'actorId',
      width: 200,
      values: filters.data?.actors.map((a) => ({ value: a._id, label: a.nickName })),
    },
    { label: 'Area', field: 'entity', width: 180, values: options(filters.data?.entities) },
    { label: 'Action', field: 'action', width: 220, values: options(filters.data?.actions) },
  ] as const;
  return (
    <>
      <PageHeader
        title="Activity"
        extra={
          <Button icon={<DownloadOutlined />} onClick={() => void exportCsv()} loading={exporting !== null}>
            {exporting ?? 'Export CSV'}
          </Button>
        }
      />
      <ChainStatus />
      <FilterBar onClear={clear} active={active}>
        {filterSelects.map(({ label, field, width, values }) => (
          <Select
            key={field}
            aria-label={label}
            placeholder={filtersFailed ?? label}
            allowClear
            showSearch
            optionFilterProp="label"
            loading={filters.isPending}
            status={filtersFailed && 'error'}
            value={params[field]}
            onChange={(value?: string) => update({ [field]: value })}
            options={values}
            style={{ width }}
          />
        ))}
        <DateRangeFilter
          aria-label="Changed between"
          placeholder={['From', 'To']}
          value={{ start: params.startDate, end: params.endDate }}
          onChange={({ start, end }) => update({ startDate: start, endDate: end })}
        />
      </FilterBar>
      <Table
        {...table}
        columns={auditColumns(params)}
        expandable={{ expandedRowRender: (entry) => <ChangeList entry={entry} all /> }}
        locale={locale('No changes')}
      />
    </>
  );
}
