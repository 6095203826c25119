import { useState } from 'react';
import { App, Col, Empty, Flex, Row, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { orbProblem, type SynastrySet } from '@orrery/contract';
import { downloadFile } from '../../api/download';
import { errorMessage } from '../../api/client';
import { DetailTabs } from '../../components/history/DetailTabs';
import { LazyOverlay } from '../../components/LazyOverlay';
import { PageHeader } from '../../components/PageHeader';
import { useUrlText } from '../../lib/useUrlState';
import { getStoredUser, isSuperadmin } from '../../lib/session';
import { useVersionedSave } from '../../lib/useVersionedSave';
import { useSet, useSetList, useUpdateSet } from './api';
import { bodyOf } from './draft';
import type { NewMode } from './NewSetModal';
import { PlanetsAndOrbs } from './PlanetsAndOrbs';
import { RulesTable } from './RulesTable';
import { CategoryTable } from './CategoryTable';
import { HeartLogoTable } from './HeartLogoTable';
import { VersusGmTable } from './VersusGmTable';
import { SetToolbar } from './SetToolbar';
import { initialSetId, rememberSet } from './selection';
import { useDeleteSetAction } from './useDeleteSetAction';
import { useDraft } from './useDraft';
import { lazyPart } from '../../lib/lazyPart';

// the New dialog (copy or import a workbook) loads when it first opens, not with the set
const NewSetModal = lazyPart(() => import('./NewSetModal'), 'NewSetModal');

/** /astro/synastry: choose a rule/score set, edit its planets, orbs, tables and rule weights, save it. */
export function SynastryPage() {
  const user = getStoredUser();
  const me = user?._id ?? '';
  const navigate = useNavigate();
  const { message } = App.useApp();
  const list = useSetList(me);
  // the set shown, in the address (`?set=`): a reload, a link or Ctrl+K opens it
  const [chosen, setChosen] = useUrlText('set');
  const selected = chosen ?? (list.data ? initialSetId(list.data) : undefined);
  const set = useSet(selected);
  const [newMode, setNewMode] = useState<NewMode | null>(null);
  // a fresh dialog (and form) each time it opens, in the mode of the button
  const [newOpenings, setNewOpenings] = useState(0);
  const openNew = (mode: NewMode) => {
    setNewOpenings((n) => n + 1);
    setNewMode(mode);
  };
  const [exporting, setExporting] = useState(false);
  const { draft, edit, confirmDrop } = useDraft(set.data);
  const show = (id: string) => {
    rememberSet(id);
    setChosen(id);
  };
  const update = useVersionedSave(useUpdateSet(selected ?? ''), {
    what: 'Rule/Score set',
    reload: () => set.refetch(),
  });
  const confirmDelete = useDeleteSetAction(me, () => {
    setChosen(undefined);
    void list.refetch();
  });
  const canChange = !!set.data && (set.data.user === me || isSuperadmin(user));

  const exportSet = (current: SynastrySet) => {
    setExporting(true);
    downloadFile(
      `setting/protocol/export/${encodeURIComponent(current._id)}`,
      {},
      `${current.name}.xlsx`,
      () => undefined,
    )
      .catch((error: unknown) => void message.error(errorMessage(error)))
      .finally(() => setExporting(false));
  };

  return (
    <>
      <PageHeader
        title="Synastry"
        extra={
          <SetToolbar
            sets={list.data}
            loading={list.isPending}
            selected={selected}
            onSelect={(id) => confirmDrop(() => show(id))}
            canChange={canChange}
            saving={update.isPending}
            exporting={exporting}
            onSave={() => {
              if (!set.data || !draft) return;
              // a ticked orb needs its value: the server's own check, before anything is sent
              const problem = orbProblem(draft.orbs);
              if (problem) void message.error(problem);
              else update.save({ ...bodyOf(draft), version: set.data.version });
            }}
            onNew={() => openNew('create')}
            onImport={() => openNew('import')}
            onExport={() => set.data && exportSet(set.data)}
            onTestPairs={() =>
              selected && void navigate(`/multiPair?protocolId=${encodeURIComponent(selected)}`)
            }
            onDelete={() => set.data && confirmDelete(set.data)}
          />
        }
      />
      {list.isPending || (selected && set.isPending) ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : !draft ? (
        <Empty
          description={set.error ? errorMessage(set.error) : 'No Rule/Score set yet: create one with New.'}
        />
      ) : (
        <DetailTabs area="synastrySet" id={selected ?? ''}>
          <Flex vertical gap={16}>
            <PlanetsAndOrbs
              key={set.data ? `${set.data._id}:${set.data.version}` : ''}
              draft={draft}
              onChange={edit}
              disabled={!canChange}
            />
            <Row gutter={[16, 16]}>
              <Col xs={24} xxl={12}>
                <CategoryTable draft={draft} onChange={edit} disabled={!canChange} />
              </Col>
              <Col xs={24} md={12} xxl={6}>
                <HeartLogoTable draft={draft} onChange={edit} disabled={!canChange} />
              </Col>
              <Col xs={24} md={12} xxl={6}>
                <VersusGmTable draft={draft} onChange={edit} disabled={!canChange} />
              </Col>
            </Row>
            <RulesTable draft={draft} onChange={edit} disabled={!canChange} />
          </Flex>
        </DetailTabs>
      )}
      <LazyOverlay part={NewSetModal} open={newMode !== null}>
        <NewSetModal.Component
          key={newOpenings}
          mode={newMode}
          sets={list.data ?? []}
          onClose={() => setNewMode(null)}
          onCreated={(created) => {
            setNewMode(null);
            show(created._id);
          }}
        />
      </LazyOverlay>
    </>
  );
}
