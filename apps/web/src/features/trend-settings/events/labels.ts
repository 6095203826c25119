import type { OtherSwitch, TransitHouseTypeName, TrendFlag } from '@orrery/contract';

/** The names shown beside the settings' switches. */
export const trendFlagLabels: Record<TrendFlag, string> = {
  shortTermTrends_f: 'Short-term trends',
  trendNotifications_f: 'Trend notifications',
  sourceTexts_f: 'Source texts',
  allTrends_p: 'All trends',
  trendNotifications_p: 'Trend notifications',
  sourceTexts_p: 'Source texts',
};

export const houseTypeLabels: Record<TransitHouseTypeName, string> = {
  wholeSign: 'Whole sign',
  bhavaChal: 'Bhāva Chalit',
  sppChalit: 'SPP Chalit',
};

export const otherSwitchLabels: Record<OtherSwitch, string> = {
  dasha: 'Daśā',
  eclipseBhavaTransits: 'Eclipse-Bhava transits',
  tithiBhavaTransits: 'Tithi-Bhava transits',
  drishtiBhavaTransits: 'Dṛṣṭi-Bhava transits',
  bhinnashtakavarga: 'Bhinnāṣṭakavarga',
  sarvatoBhadraCakra: 'Sarvatobhadra Cakra',
  kotaCakra: 'Kota Cakra',
  sulaCakra: 'Śūla Cakra',
  candraKalanalaCakra: 'Candra Kālānala Cakra',
};

export const scenarioAspectLabels = {
  conjunction: 'Conjunction',
  opposition: 'Opposition',
  trine: 'Trine',
  square: 'Square',
  sextile: 'Sextile',
} as const;
