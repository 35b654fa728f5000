/**
 * The tab a key moves to in a tablist of `count` tabs (WAI-ARIA tabs pattern): ArrowRight and
 * ArrowLeft wrap around, Home and End go to the ends. Null for any other key.
 */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
