export { useCancelSend, useSendOptions } from './api';
export { CancelSend, isCancellable } from './CancelSend';
export { ScheduleFields } from './ScheduleFields';
export { checkSchedule, scheduleTexts, type ScheduleValues } from './schedule';
