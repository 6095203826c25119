import { useEffect, useRef, useState } from 'react';
import { App, Button, Select, Space, Tag } from 'antd';
import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import type { SavedView } from '@orrery/contract';
import { errorMessage } from '../../api/client';
import { LazyOverlay } from '../../components/LazyOverlay';
import { getStoredUser, isSuperadmin } from '../../lib/session';
import type { SaveForm } from './SaveViewModal';
import { useDeleteView, useSavedViews, useSaveView } from './savedViewsApi';
import { lazyPart } from '../../lib/lazyPart';

// the Save view dialog (a form) loads when it is first opened, not with the list
const SaveViewModal = lazyPart(() => import('./SaveViewModal'), 'SaveViewModal');

/** The address parameter naming the view shown (`/members?view=…`, as Ctrl+K opens one). */
const VIEW_PARAM = 'view';

interface SavedViewsProps {
  /** The columns shown, saved with the view. */
  columns: readonly string[];
  /** Shows a view's columns. */
  onColumns: (keys: readonly string[]) => void;
}

const sameParams = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * Saved views of the members list: a named set of filters, sort, tab and columns, private or shared with
 * all staff. Choosing one shows it (its name stays chosen until the filters change); Save view keeps the
 * list as it is now; the owner (or a superadmin) deletes one. A view named in the address (Ctrl+K) opens.
 */
export function SavedViews({ columns, onColumns }: SavedViewsProps) {
  const { message, modal } = App.useApp();
  const views = useSavedViews();
  const save = useSaveView();
  const remove = useDeleteView();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [saving, setSaving] = useState(false);
  const asked = searchParams.get(VIEW_PARAM) ?? undefined;
  const listParams = Object.fromEntries([...searchParams].filter(([key]) => key !== VIEW_PARAM));
  const current = views.data?.find((v) => v._id === asked);

  // the view whose filters and columns this screen has shown (not again on each render)
  const shown = useRef<string | undefined>(undefined);
  const show = (view: SavedView, replace = false) => {
    shown.current = view._id;
    onColumns(view.columns);
    const search = new URLSearchParams({ ...view.params, [VIEW_PARAM]: view._id }).toString();
    void navigate({ pathname: '/members', search }, { replace });
  };
  // a view named by the address and not shown yet (opened from Ctrl+K or a link): its filters and columns
  useEffect(() => {
    if (!current || shown.current === current._id) return;
    if (sameParams(listParams, current.params)) {
      shown.current = current._id;
      onColumns(current.columns);
    } else show(current, true);
    // `show`, `onColumns` and the parameters are read at the moment the view arrives
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  const onSave = (values: SaveForm) =>
    save.mutate(
      { name: values.name, shared: values.shared, params: listParams, columns: [...columns] },
      {
        onSuccess: (answer) => {
          void message.success(answer.message);
          setSaving(false);
          show(answer.item, true);
        },
      },
    );
  const me = getStoredUser();
  const canDelete = current && (current.mine || isSuperadmin(me));
  const confirmDelete = (view: SavedView) =>
    modal.confirm({
      title: `Delete the view "${view.name}"?`,
      content: view.shared ? 'It is shared: nobody will see it any more.' : undefined,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(view._id).then((answer) => {
          void message.success(answer.message);
          void navigate({ pathname: '/members', search: new URLSearchParams(listParams).toString() });
        }),
    });

  return (
    <Space wrap>
      <Select<string>
        aria-label="Saved views"
        placeholder={views.isError ? 'Views could not be loaded' : 'Saved views'}
        status={views.isError ? 'warning' : undefined}
        loading={views.isPending}
        value={current?._id}
        style={{ width: 220 }}
        notFoundContent="No saved view yet"
        options={(views.data ?? []).map((view) => ({
          value: view._id,
          label: (
            <Space size={4}>
              {view.name}
              {view.shared && <Tag>{view.mine ? 'Shared' : `by ${view.ownerName}`}</Tag>}
            </Space>
          ),
          name: view.name,
          title: view.name,
        }))}
        optionFilterProp="name"
        showSearch
        onChange={(id) => {
          const view = views.data?.find((v) => v._id === id);
          if (view) show(view);
        }}
        title={views.isError ? errorMessage(views.error) : undefined}
      />
      <Button icon={<SaveOutlined />} onClick={() => setSaving(true)}>
        Save view
      </Button>
      {canDelete && (
        <Button danger icon={<DeleteOutlined />} onClick={() => confirmDelete(current)}>
          Delete view
        </Button>
      )}
      <LazyOverlay part={SaveViewModal} open={saving}>
        <SaveViewModal.Component
          open={saving}
          pending={save.isPending}
          onClose={() => setSaving(false)}
          onSave={onSave}
        />
      </LazyOverlay>
    </Space>
  );
}
