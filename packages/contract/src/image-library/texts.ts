/** Plain values of the Image screen (no schemas: the console imports them). */

/** User-facing texts of the Image screen (the library of images virtual profiles take their photo from). */
export const imageLibraryTexts = {
  noImage: 'Please upload at least one image',
  tooMany: 'You can upload only 10 images at a time',
  tooManyPicked: 'You can only upload up to 10 images.',
  uploaded: (n: number) => `${n} image(s) uploaded successfully`,
  failed: (names: string[]) => `Failed to upload ${names.join(', ')}`,
  notAccepted: (name: string) => `${name} is not a JPG or PNG image.`,
  titleTooLong: 'The title may hold at most 100 characters.',
} as const;

/** Files per upload and the names the Image screen accepts. */
export const MAX_IMAGES_PER_UPLOAD = 10;
export const IMAGE_FILE_PATTERN = /\.(jpe?g|png)$/i;
