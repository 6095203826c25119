import { useState, type ReactNode } from 'react';
import { App, Button, Divider, Result, Skeleton, Space, Typography } from 'antd';
import { FormActions } from '../../components/FormActions';
import { ArrowLeftOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { memberToasts } from '@orrery/contract';
import { errorMessage } from '../../api/client';
import { DetailTabs } from '../../components/history/DetailTabs';
import { PageHeader } from '../../components/PageHeader';
import { useVersionedSave } from '../../lib/useVersionedSave';
import { neighbourOf } from '../../lib/list/walk';
import { useEditMember, useMember } from './api';
import { ChartPanel } from './ChartPanel';
import { CreateMemberDrawer } from './CreateMemberDrawer';
import { DeletedNotice } from './DeletedNotice';
import { toEditBody, type MemberFormValues } from './formValues';
import { MemberForm } from './MemberForm';
import { MemberTimes } from './MemberTimes';
import { originOf } from './origin';
import { PhotoDrawer } from './PhotoDrawer';

interface MemberDetailProps {
  /** The member to show; by default the route's id. */
  id?: string;
  /**
   * Shown inside another screen (the feedback detail): no back link, breadcrumb, Previous/Next,
   * Add member or Cancel; the member form and its Save work as everywhere.
   */
  embedded?: boolean;
  /** A panel between the page title and the member (the photo review of /profile-status/{id}). */
  review?: ReactNode;
}

/** /members/{id}, /profile/{id}, /profile-status/{id}, /report/{id}: one shared member detail screen. */
export function MemberDetail({ id: givenId, embedded = false, review }: MemberDetailProps = {}) {
  const { id: routeId = '' } = useParams();
  const id = givenId ?? routeId;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const origin = originOf(pathname);
  const { data: member, isPending, error, refetch } = useMember(id);
  const edit = useVersionedSave(useEditMember(id), {
    what: 'member',
    reload: refetch,
    // Keep my edits: the form as the person left it, saved over the version stored now
    overwrite: (body, version) => ({ ...body, version }),
  });
  const [photosOpen, setPhotosOpen] = useState(false);
  const [createOpen, setCreateOpen] = useState(false);

  // the neighbours of the list page the member was opened from, past its edge on the page beside it
  const walk = async (direction: 'previous' | 'next') => {
    const target = await neighbourOf(origin.idsKey, id, direction);
    if (!target) {
      void message.info(direction === 'previous' ? memberToasts.previousMissing : memberToasts.nextMissing);
      return;
    }
    void navigate(`${origin.base}/${encodeURIComponent(target)}`);
  };

  const back = { title: <Link to={origin.backTo}>{origin.backLabel}</Link> };
  if (isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (error || !member) {
    return (
      <Result
        status="warning"
        title={errorMessage(error)}
        extra={embedded ? undefined : <Link to={origin.backTo}>Back to {origin.backLabel}</Link>}
      />
    );
  }

  const save = (values: MemberFormValues) => edit.save(toEditBody(member, values));

  const details = (
    <>
      <MemberTimes member={member} />
      <MemberForm
        key={`${member._id}:${member.version}`}
        member={member}
        onSubmit={save}
        readOnly={member.isDeleted}
        onOpenPhotos={() => setPhotosOpen(true)}
        footer={
          <FormActions
            submit={member.isDeleted ? undefined : 'Save'}
            busy={edit.isPending}
            onCancel={embedded ? undefined : () => void navigate(origin.backTo)}
            style={{ margin: '16px 0' }}
          />
        }
      />
      <ChartPanel member={member} />
    </>
  );

  const header = embedded ? (
    <Typography.Title level={4} style={{ marginTop: 24 }}>
      Member: <Link to={`/members/${member._id}`}>{member.nickName}</Link>
    </Typography.Title>
  ) : (
    <PageHeader
      title={member.nickName}
      breadcrumb={[back, { title: member.nickName }]}
      extra={
        <Space wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(origin.backTo)}>
            {origin.backLabel}
          </Button>
          <Button icon={<LeftOutlined />} onClick={() => void walk('previous')}>
            Previous User
          </Button>
          <Button onClick={() => void walk('next')}>
            Next User <RightOutlined />
          </Button>
          <Button onClick={() => setCreateOpen(true)}>Add member</Button>
        </Space>
      }
    />
  );

  return (
    <>
      {header}
      {review && (
        <>
          {review}
          <Divider titlePlacement="start">Member</Divider>
        </>
      )}
      {member.isDeleted && <DeletedNotice member={member} />}
      {embedded ? (
        details
      ) : (
        <DetailTabs area="member" id={member._id}>
          {details}
        </DetailTabs>
      )}
      <PhotoDrawer
        memberId={member._id}
        photos={member.profiles.flatMap((p) => p.mediaItems)}
        open={photosOpen}
        onClose={() => setPhotosOpen(false)}
      />
      <CreateMemberDrawer
        open={createOpen}
        onClose={() => setCreateOpen(false)}
        onCreated={(created) => void navigate(`${origin.base}/${created._id}`)}
      />
    </>
  );
}
