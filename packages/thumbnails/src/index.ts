export {
  THUMBNAIL_HEIGHT,
  THUMBNAIL_WIDTH,
  type ImageType,
  type ThumbnailFont,
  type ThumbnailImage,
  type ThumbnailLook,
  type ThumbnailText,
} from './thumbnail-look.js';
export { fontFormatOf, imageTypeOf, type FontFormat } from './sniff-file-type.js';
export { BUNDLED_FAMILY } from './bundled-fonts.js';
export {
  createThumbnailRenderer,
  THUMBNAIL_DESIGN,
  type RenderedThumbnail,
  type ThumbnailRenderer,
} from './create-thumbnail-renderer.js';
