import { Button, Flex, Select, Tooltip } from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  PlusOutlined,
  SaveOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { SynastrySetSummary } from '@orrery/contract';

interface Props {
  sets: readonly SynastrySetSummary[] | undefined;
  loading: boolean;
  selected: string | undefined;
  onSelect: (id: string) => void;
  canChange: boolean;
  saving: boolean;
  exporting: boolean;
  onSave: () => void;
  onNew: () => void;
  onImport: () => void;
  onExport: () => void;
  onTestPairs: () => void;
  onDelete: () => void;
}

const READ_ONLY = 'Only the admin who created this Rule/Score set, or a superadmin, can change it.';

/** The set selector and the page's buttons. */
export function SetToolbar(p: Props) {
  const none = !p.selected;
  return (
    <Flex gap={8} wrap align="center">
      <Select
        aria-label="Rule/Score set"
        style={{ minWidth: 260 }}
        loading={p.loading}
        placeholder={p.loading ? 'Loading…' : 'No Rule/Score set yet'}
        value={p.selected}
        onChange={p.onSelect}
        showSearch={{ optionFilterProp: 'label' }}
        options={(p.sets ?? []).map((s) => ({ value: s._id, label: s.name }))}
      />
      <Tooltip title={p.canChange || none ? undefined : READ_ONLY}>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          disabled={none || !p.canChange}
          loading={p.saving}
          onClick={p.onSave}
        >
          Save to Rule/Score set
        </Button>
      </Tooltip>
      <Button icon={<PlusOutlined />} onClick={p.onNew}>
        New
      </Button>
      <Button icon={<UploadOutlined />} onClick={p.onImport}>
        Import
      </Button>
      <Button icon={<DownloadOutlined />} disabled={none} loading={p.exporting} onClick={p.onExport}>
        Export
      </Button>
      <Button disabled={none} onClick={p.onTestPairs}>
        Test multiple pairs
      </Button>
      <Tooltip title={p.canChange || none ? 'Delete Rule/Score set' : READ_ONLY}>
        <Button
          danger
          aria-label="Delete Rule/Score set"
          icon={<DeleteOutlined />}
          disabled={none || !p.canChange}
          onClick={p.onDelete}
        />
      </Tooltip>
    </Flex>
  );
}
