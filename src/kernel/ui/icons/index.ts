export { AgeBadge, Icon, type IconProps } from './Icon';
export { GLYPHS, type IconName } from './glyphs';
