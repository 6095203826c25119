import { Alert, Flex } from 'antd';
import { useSearchParams } from 'react-router';
import { isSourceTextKey } from '@orrery/contract';
import { useKeysWithText } from './api';
import { DrillDown } from './DrillDown';
import { KeyField } from './KeyField';
import { SourceTextEditor } from './SourceTextEditor';

/**
 * Tab 2, Source Texts: the drill-down tree builds a key; the key's record is edited below it. The
 * codes chosen so far are kept in the address (?key=t_a_sa), so a reload shows the same place.
 */
export function SourcesTab() {
  const [search, setSearch] = useSearchParams();
  const key = search.get('key') ?? '';
  const path = key.split('_').filter(Boolean);
  const keys = useKeysWithText();
  const show = (next: string) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      if (next) params.set('key', next);
      else params.delete('key');
      return params;
    });
  return (
    <Flex vertical gap={16}>
      <DrillDown path={path} keysWithText={keys.data ?? []} onChange={(next) => show(next.join('_'))} />
      <KeyField key={key} built={key} onOpen={show} />
      {isSourceTextKey(key) ? (
        <SourceTextEditor sourceKey={key} />
      ) : (
        <Alert type="info" showIcon title="Choose down to the last level to edit its text." />
      )}
    </Flex>
  );
}
