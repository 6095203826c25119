import type { AppSettingKey, AppSettings } from '@orrery/contract';

/** Told after a save of the App Settings screen is committed: the keys whose value changed, and all values. */
export type AppSettingsListener = (changed: readonly AppSettingKey[], settings: AppSettings) => void;

const listeners = new Set<AppSettingsListener>();

/**
 * Subscribes to committed App Settings saves in this process (the job queue sends a run of the work a
 * changed key drives, e.g. the dormancy marking); answers the unsubscribe.
 */
export function onAppSettingsSaved(listener: AppSettingsListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Tells every listener; one that throws is not the save's failure (the periodic run still follows the setting). */
export function announceAppSettingsSaved(changed: readonly AppSettingKey[], settings: AppSettings): void {
  if (changed.length === 0) return;
  for (const listener of listeners) {
    try {
      listener(changed, settings);
    } catch {
      // the listener's own concern: the periodic job reads the setting anyway
    }
  }
}
