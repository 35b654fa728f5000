import { bundleOf } from '../types';

/** Every namespace of this language, loaded as one chunk. */
export default bundleOf(
  import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' }),
);
