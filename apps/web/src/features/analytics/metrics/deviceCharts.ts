import type {
  AppVersionCountAnswer,
  DeviceCountAnswer,
  LanguageCountAnswer,
  OsCountAnswer,
} from '@orrery/contract';
import { fromRows } from '../../../components/analytics';
import { languageName } from '../../../lib/languageName';
import { chartPayload, postChart } from './api';
import type { MetricsChartDef } from './metricsCharts';

const active = 'Distinct members active in the range (any event the app reported)';

export const languageChart: MetricsChartDef = {
  id: 'language',
  title: 'User Device Languages',
  explanation: `${active}, by the language their device reported, most first (Top 10 or 30).`,
  kind: 'bar',
  categoryTitle: 'Language',
  controls: {},
  load: async (filters, signal) => {
    const { data } = await postChart<LanguageCountAnswer>(
      'get-user-language-count',
      chartPayload(filters, true),
      signal,
    );
    return fromRows(
      data,
      (r) => languageName(r.languageName),
      (r) => r.count,
      'Users',
    );
  },
};

export const appVersionChart: MetricsChartDef = {
  id: 'version',
  title: 'User App versions',
  explanation: `${active}, by the app version they ran, most first (Top 10 or 30).`,
  kind: 'bar',
  categoryTitle: 'App version',
  controls: {},
  load: async (filters, signal) => {
    const { data } = await postChart<AppVersionCountAnswer>(
      'get-user-app-version-count',
      chartPayload(filters, true),
      signal,
    );
    return fromRows(
      data,
      (r) => r.appVersion,
      (r) => r.count,
      'Users',
    );
  },
};

export const deviceChart: MetricsChartDef = {
  id: 'device',
  title: 'User device names',
  explanation: `${active}, by the name of their device model, most first (Top 10 or 30).`,
  kind: 'bar',
  categoryTitle: 'Device name',
  controls: {},
  load: async (filters, signal) => {
    const { data } = await postChart<DeviceCountAnswer>(
      'get-user-device-count',
      chartPayload(filters, true),
      signal,
    );
    return fromRows(
      data,
      (r) => r.deviceName,
      (r) => r.count,
      'Users',
    );
  },
};

export const osChart: MetricsChartDef = {
  id: 'os',
  title: 'Users by Device OS',
  explanation: `${active}, by their device's operating system.`,
  kind: 'pie',
  categoryTitle: 'OS',
  controls: { top: false },
  load: async (filters, signal) => {
    const { data } = await postChart<OsCountAnswer>(
      'get-user-device-os-count',
      chartPayload(filters),
      signal,
    );
    return fromRows(
      data,
      (r) => r.osName,
      (r) => r.count,
      'Users',
    );
  },
};
