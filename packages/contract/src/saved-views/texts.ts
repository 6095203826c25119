/** Plain values (no schemas) of the saved views: the console imports them without TypeBox. */

/** The lists a view can be saved of. */
export const savedViewLists = ['members'] as const;
export type SavedViewList = (typeof savedViewLists)[number];

export const SAVED_VIEW_NAME_MAX = 60;

export const savedViewMessages = {
  saved: (name: string) => `View "${name}" saved.`,
  deleted: (name: string) => `View "${name}" deleted.`,
  nameEmpty: 'Name must not be empty.',
  nameTaken: (name: string) => `You already have a view named "${name}": choose another name.`,
  notFound: 'This view no longer exists.',
  notYours: 'Only the admin who saved this view, or a superadmin, can delete it.',
} as const;
