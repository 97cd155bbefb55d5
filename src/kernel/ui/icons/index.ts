export { AgeBadge, Icon, type IconProps, loadMoreGlyphs } from './Icon';
export { GLYPHS, type IconName } from './glyphs';
