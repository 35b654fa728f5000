import { cn } from '@/lib/cn';
import './blog-content.css';

/**
 * A post's body: the HTML the server rendered from Markdown and sanitised (no script, no
 * event handler, only http(s)/mailto links, only our signed images), shown as it came.
 * The page's CSP (`script-src 'self'`, `script-src-attr 'none'`) is the second wall.
 */
export function BlogContent({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn('blog-content', className)}
      data-testid="blog-content"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
