import { App, Form, Select } from 'antd';
import {
  LOCATION_UPDATE_FOR,
  locationMessages as m,
  type Location,
  type LocationBody,
  type LocationUpdateFor,
} from '@orrery/contract';
import { FormActions } from '../../components/FormActions';
import { FormDrawer } from '../../components/FormOverlay';
import { HistoryButton } from '../../components/history/HistoryButton';
import { useVersionedSave } from '../../lib/useVersionedSave';
import { useAddLocation, useUpdateLocation } from './api';
import { KeyInput } from './KeyInput';

interface LocationDrawerProps {
  /** The location edited; null: Add Location; undefined: closed. */
  location: Location | null | undefined;
  onClose: () => void;
  onReload: () => void;
}

interface LocationForm {
  key: string;
  tag: string[];
  updateFor: LocationUpdateFor;
}

const required = [{ required: true, whitespace: true, message: m.fillAll }];
const tagsRequired = [
  {
    validator: (_: unknown, tags: string[] | undefined) =>
      (tags ?? []).some((t) => t.trim() !== '') ? Promise.resolve() : Promise.reject(new Error(m.fillAll)),
  },
];
/** Lower-cased and trimmed as the server stores them, each tag once. */
const tidy = (text: string) => text.trim().toLowerCase();

/**
 * Add/Edit Location: key and tags required; the key is locked when editing; Update for is chosen only
 * when adding. Tags are typed and entered one by one (Enter or a comma).
 */
export function LocationDrawer({ location, onClose, onReload }: LocationDrawerProps) {
  const { message } = App.useApp();
  const add = useAddLocation();
  const versioned = useVersionedSave(useUpdateLocation(), {
    what: 'location',
    reload: onReload,
    onSaved: onClose,
  });

  const submit = (values: LocationForm, edited: Location | null) => {
    const tag = [...new Set(values.tag.map(tidy).filter((t) => t !== ''))];
    if (edited) {
      versioned.save({ id: edited._id, version: edited.version, tag });
      return;
    }
    const body: LocationBody = { key: tidy(values.key), tag, updateFor: values.updateFor };
    add.mutate(body, {
      onSuccess: (answer) => {
        void message.success(answer.message);
        onClose();
      },
    });
  };

  return (
    <FormDrawer<LocationForm, Location>
      record={location}
      keyOf={(l) => l._id}
      name="location"
      title={(l) => (l ? 'Edit Location' : 'Add Location')}
      onClose={onClose}
      size="35%"
      extra={() => location && <HistoryButton area="location" id={location._id} name={location.key} />}
      initialValues={(l) => (l ? { key: l.key, tag: l.tag } : { updateFor: 'city', tag: [] })}
      onFinish={submit}
    >
      {(_form, edited) => (
        <>
          {!edited && (
            <Form.Item label="Update for" name="updateFor">
              <Select options={LOCATION_UPDATE_FOR.map((value) => ({ value, label: value }))} />
            </Form.Item>
          )}
          <Form.Item
            label="Key"
            name="key"
            rules={required}
            extra={edited ? 'The key cannot be changed.' : undefined}
          >
            <KeyField edited={edited} />
          </Form.Item>
          <Form.Item label="Tags" name="tag" rules={tagsRequired} extra="Type a tag and press Enter.">
            <Select mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} />
          </Form.Item>
          <FormActions submit="Save" busy={add.isPending || versioned.isPending} onCancel={onClose} />
        </>
      )}
    </FormDrawer>
  );
}

/** The key's input, its suggestions following the Update for chosen (the record's when editing). */
function KeyField({
  edited,
  ...input
}: {
  edited: Location | null;
  value?: string;
  onChange?: (v: string) => void;
  id?: string;
}) {
  const updateFor =
    (Form.useWatch('updateFor') as LocationUpdateFor | undefined) ?? edited?.updateFor ?? 'city';
  return <KeyInput {...input} updateFor={updateFor} disabled={!!edited} />;
}
