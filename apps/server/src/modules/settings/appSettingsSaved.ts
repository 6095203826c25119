import type { AppSettingKey } from '@orrery/contract';

/**
 * The job queue told of each committed App Settings save that changed something: the jobs layer runs the
 * work a changed key drives (a new dormancy limit marks members at once, not at the next hourly run).
 */
export const APP_SETTINGS_SAVED_QUEUE = 'app-settings-saved';

/** The job's data: the keys whose value changed. */
export interface AppSettingsSaved {
  changed: AppSettingKey[];
}
