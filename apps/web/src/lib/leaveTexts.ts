/** The question asked before leaving a screen with unsaved edits (its own file: the browser tests read it). */
export const leaveTexts = {
  title: 'Leave without saving?',
  content: 'Your edits on this screen are not saved.',
  ok: 'Leave',
  cancel: 'Stay',
} as const;
