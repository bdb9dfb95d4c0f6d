export { Section, useInSection } from './Section';
