/** A transparent pixel: an image keeps its box (its CSS aspect ratio) until its artwork is asked for. */
export const BLANK_IMAGE = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";
