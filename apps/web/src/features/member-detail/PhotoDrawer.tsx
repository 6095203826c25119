import { App, Button, Drawer, Empty, Flex, Image, Popconfirm, Tag, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MAX_MEMBER_PHOTOS, memberToasts, type MediaItem } from '@orrery/contract';
import { errorMessage } from '../../api/client';
import { memberKeys, uploadMemberPhoto, useDeleteMemberPhoto } from './api';

interface PhotoDrawerProps {
  memberId: string;
  photos: MediaItem[];
  open: boolean;
  onClose: () => void;
}

const statusColours: Record<string, string> = { approved: 'green', pending: 'gold', rejected: 'red' };

/** The User Profile image drawer: up to 6 photos, upload and delete (after confirmation). */
export function PhotoDrawer({ memberId, photos, open, onClose }: PhotoDrawerProps) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const remove = useDeleteMemberPhoto(memberId);
  const [uploading, setUploading] = useState(false);
  const full = photos.length >= MAX_MEMBER_PHOTOS;

  const upload = async (file: Blob) => {
    setUploading(true);
    try {
      const answer = await uploadMemberPhoto(memberId, file);
      void message.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: memberKeys.detail(memberId) });
    } catch (error) {
      void message.error(errorMessage(error) || memberToasts.uploadFailed);
    } finally {
      setUploading(false);
    }
  };

  const confirmDelete = (photo: MediaItem) =>
    remove.mutateAsync(photo._id).then(
      (answer) => void message.success(answer.message),
      (error: unknown) => void message.error(errorMessage(error) || memberToasts.deleteFailed),
    );

  return (
    <Drawer title="User Profile" open={open} onClose={onClose} size={560}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">
          {photos.length} of {MAX_MEMBER_PHOTOS} images
        </Typography.Text>
        <Upload
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
          showUploadList={false}
          disabled={full || uploading}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading} disabled={full}>
            {full ? 'Six images already' : 'Upload image'}
          </Button>
        </Upload>
      </Flex>
      {photos.length === 0 ? (
        <Empty description="No images yet" />
      ) : (
        <Flex wrap gap={12}>
          {photos.map((photo, index) => (
            <Flex key={photo._id} vertical gap={4} align="center" data-testid="member-photo">
              <Image
                src={photo.filename}
                width={150}
                height={150}
                style={{ objectFit: 'cover' }}
                alt={`Photo ${index + 1}`}
                preview={{ src: photo.filename }}
                placeholder
              />
              <Flex gap={8} align="center">
                <Tag color={statusColours[photo.status]}>{photo.status}</Tag>
                <Popconfirm
                  title="Delete this image?"
                  okText="Delete"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => confirmDelete(photo)}
                >
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Delete photo ${index + 1}`}
                  />
                </Popconfirm>
              </Flex>
            </Flex>
          ))}
        </Flex>
      )}
    </Drawer>
  );
}
