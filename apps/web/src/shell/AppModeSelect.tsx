import { Select, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { appModeLabels, deriveAppMode, switchTarget, type AppMode } from '../lib/appMode';

interface ConsoleConfig {
  devConsoleUrl: string;
  liveConsoleUrl: string;
}

const modes: AppMode[] = ['development', 'live'];

/** Development or Live: choosing one opens the same screen (path and query) on that environment's admin site. */
export function AppModeSelect() {
  const current = deriveAppMode(window.location.hostname);
  const { data } = useQuery({
    queryKey: ['setting', 'console-config'],
    queryFn: () => api<ConsoleConfig>('setting/console-config'),
    staleTime: Infinity,
  });

  const go = (mode: AppMode) => {
    const target = mode === 'development' ? data?.devConsoleUrl : data?.liveConsoleUrl;
    if (mode === current || !target) return;
    const { pathname, search, hash } = window.location;
    window.location.assign(switchTarget(target, pathname, search, hash));
  };

  return (
    <Space size={8}>
      {/* one line: in a narrow window the header's row would otherwise break it letter by letter */}
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
        App Mode
      </Typography.Text>
      <Select<AppMode>
        aria-label="App Mode"
        value={current}
        onChange={go}
        style={{ width: 140 }}
        options={modes.map((mode) => ({ value: mode, label: appModeLabels[mode], disabled: !data }))}
      />
    </Space>
  );
}
