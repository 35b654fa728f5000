/**
 * What a page's link preview shows (Open Graph): the web app's HTML writes it for pages
 * that have one, and each area says it for its own (a public post's card).
 */
export interface LinkPreview {
  title: string;
  description: string;
  /** absolute */
  url: string;
  image: { url: string; width: number; height: number } | null;
  publishedAt: string | null;
  authorName: string | null;
}
