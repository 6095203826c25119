import { Form, Input, Select } from 'antd';
import {
  ENGLISH_KEY,
  LANGUAGE_CHOICES,
  languageMessages as m,
  type Language,
  type LanguageBody,
} from '@orrery/contract';
import { FormActions } from '../../components/FormActions';
import { FormDrawer } from '../../components/FormOverlay';
import { HistoryButton } from '../../components/history/HistoryButton';
import { useCountries } from '../../components/useCountries';
import { useAddLanguage, useUpdateLanguage } from './api';
import { useDrawerSave } from './useDrawerSave';

interface LanguageDrawerProps {
  /** The language edited; null: Add Language; undefined: closed. */
  language: Language | null | undefined;
  onClose: () => void;
  onReload: () => void;
}

interface LanguageForm {
  language: string;
  key: string;
  country: string;
  isoCode: string;
  mobileKey: string;
}

const required = [{ required: true, whitespace: true, message: m.fillAllFields }];

/**
 * Add/Edit Language (35%): the language chosen gives its upper-case key, the country its two-letter
 * isoCode; English keeps its name and key.
 */
export function LanguageDrawer({ language, onClose, onReload }: LanguageDrawerProps) {
  const countries = useCountries();
  const { save, busy } = useDrawerSave<LanguageBody>({
    add: useAddLanguage(),
    update: useUpdateLanguage(),
    what: 'language',
    onClose,
    onReload,
  });

  return (
    <FormDrawer<LanguageForm, Language>
      record={language}
      keyOf={(l) => l._id}
      name="language"
      title={(l) => (l ? 'Edit Language' : 'Add Language')}
      onClose={onClose}
      size="35%"
      extra={() => language && <HistoryButton area="language" id={language._id} name={language.language} />}
      initialValues={(l) => l ?? { mobileKey: '' }}
      onFinish={(values, edited) => save({ ...values }, edited ?? undefined)}
    >
      {(form, edited) => {
        const english = edited?.key === ENGLISH_KEY;
        return (
          <>
            <Form.Item label="Language" name="language" rules={required}>
              <Select
                showSearch
                disabled={english}
                options={LANGUAGE_CHOICES.map((c) => ({ value: c.name, label: c.name }))}
                onChange={(name: string) => {
                  const code = LANGUAGE_CHOICES.find((c) => c.name === name)?.code ?? '';
                  form.setFieldsValue({
                    key: code.toUpperCase(),
                    mobileKey: form.getFieldValue('mobileKey') || code,
                  });
                }}
              />
            </Form.Item>
            <Form.Item label="Key" name="key" rules={required}>
              <Input disabled={english} readOnly />
            </Form.Item>
            <Form.Item label="Country" name="country" rules={required}>
              <Select
                showSearch
                loading={countries.isLoading}
                options={[...new Set((countries.data?.items ?? []).map((c) => c.name))].map((name) => ({
                  value: name,
                  label: name,
                }))}
                onChange={(name: string) => {
                  const code = countries.data?.items.find((c) => c.name === name)?.code ?? '';
                  form.setFieldsValue({ isoCode: code.slice(0, 2).toUpperCase() });
                }}
              />
            </Form.Item>
            <Form.Item label="ISO code" name="isoCode" rules={required}>
              <Input readOnly />
            </Form.Item>
            <Form.Item
              label="Mobile key"
              name="mobileKey"
              rules={required}
              extra="The code the mobile app uses, such as en or pt_BR."
            >
              <Input />
            </Form.Item>
            <FormActions submit={edited ? 'Save' : 'Add Language'} busy={busy} onCancel={onClose} />
          </>
        );
      }}
    </FormDrawer>
  );
}
