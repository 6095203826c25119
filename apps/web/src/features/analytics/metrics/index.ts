export { DeviceLanguagePage } from './DeviceLanguagePage';
export { MetricsPage } from './MetricsPage';
export { OnboardingCompletePage } from './OnboardingCompletePage';
