export { WidgetCount } from './WidgetCount';
