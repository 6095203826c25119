import { Alert, Flex, Skeleton } from 'antd';
import { useVersionedSave } from '../../../lib/useVersionedSave';
import { useAstroSettings, useSaveAstroSettings } from './api';
import { PromotionalSettings } from './PromotionalSettings';
import { SettingsForm } from './SettingsForm';

/** Tab 1, User & Astro-Events: the astro settings with the scenario table, and the local promotional settings. */
export function EventsTab() {
  const settings = useAstroSettings();
  // here, not in the form: the form is new for every version, and the save's toast must outlive it
  const { save, isPending } = useVersionedSave(useSaveAstroSettings(), {
    what: 'set of astro settings',
    reload: () => settings.refetch(),
  });
  return (
    <Flex vertical gap={16}>
      {settings.isPending && <Skeleton active />}
      {settings.isError && <Alert type="error" showIcon title="The astro settings could not be loaded." />}
      {settings.data && (
        // a new form for every loaded version: a reload after a stale save shows the latest
        <SettingsForm
          key={settings.data.version}
          settings={settings.data}
          save={save}
          isPending={isPending}
        />
      )}
      <PromotionalSettings />
    </Flex>
  );
}
